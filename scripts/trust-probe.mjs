// `npm run trust-probe`: re-runs the outside probe's reproductions of the trust layer's holes (each
// a test that failed before its fix) and prints one line per finding, then measures the image
// path's extreme shapes (npm run image-fuzz). On PGlite, and again on PostgreSQL when
// TEST_DATABASE_URL names a server. Exits non-zero if any reproduction passes for the attacker.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Each finding, what an attacker tried, and the tests that try it now (file, title's start). */
const FINDINGS = [
  [
    "1 HIGH demo accounts in every deployment",
    "app/.server/db/start-seeding.test.ts",
    "on a public address writes the campuses and e-mail domains, and no account",
  ],
  [
    "1 HIGH demo accounts in every deployment",
    "app/.server/runtime/env.test.ts",
    "seeds demo data by default only on this machine's own address, and refuses it on any other",
  ],
  ["1 HIGH demo accounts in every deployment", "app/.server/db/seed.test.ts", ""],
  [
    "2 HIGH the safety net as a weapon",
    "app/.server/domain/moderation/reports.test.ts",
    "three 8-day-old accounts without a confirmed phone take nothing down",
  ],
  [
    "2 HIGH the safety net as a weapon",
    "app/.server/domain/moderation/reports.test.ts",
    "three accounts that each confirmed one shared number count as one reporter",
  ],
  [
    "2 HIGH the safety net as a weapon",
    "app/.server/domain/moderation/reports.test.ts",
    "the seller asks for review of what the net took down",
  ],
  [
    "3 MED review bombing without contact",
    "app/.server/domain/reviews/reviews.test.ts",
    "does not count an opened contact, however old",
  ],
  [
    "3 MED review bombing without contact",
    "app/.server/domain/reviews/reviews.test.ts",
    "shows a review from an account without a confirmed phone",
  ],
  [
    "4 MED rating inflation with puppet buyers",
    "app/.server/domain/reviews/reviews.test.ts",
    "accepts the buyer named in a deal only once they confirmed it",
  ],
  [
    "4 MED rating inflation with puppet buyers",
    "app/.server/domain/reviews/reviews.test.ts",
    "counts a second account named buyer in two deals as one voice",
  ],
  [
    "4 MED rating inflation with puppet buyers",
    "app/.server/domain/reviews/reviews.test.ts",
    "a number moved to a second account keeps its first account's voice",
  ],
  [
    "4 MED rating inflation with puppet buyers",
    "app/.server/domain/reviews/reviews.test.ts",
    "ranks the directory's 'Highest rated'",
  ],
  [
    "5 MED WhatsApp numbers harvested",
    "app/.server/domain/messages/contact/open-contact.test.ts",
    "answers a person only when they have a listing listed publicly or a shop",
  ],
  [
    "5 MED WhatsApp numbers harvested",
    "app/.server/domain/messages/contact/open-contact.test.ts",
    "refuses an opener without a confirmed phone",
  ],
  [
    "5 MED WhatsApp numbers harvested",
    "app/.server/domain/messages/contact/open-contact.test.ts",
    "answers an account under 14 days old 10 openings a day",
  ],
  [
    "5 MED WhatsApp numbers harvested",
    "app/.server/domain/messages/contact/note-opening-source.test.ts",
    "counts the alarm on /metrics",
  ],
  ["6 MED one image stops the server", "app/.server/images/extreme-shapes.test.ts", ""],
  [
    "7 MED mail flooding with plus-addresses",
    "app/.server/domain/accounts/account-limits.test.ts",
    "sends the per-mailbox budget of mails for ten sign-ups",
  ],
  ["7 MED mail flooding with plus-addresses", "app/.server/mail/templates/hostile-text.test.ts", ""],
  [
    "8 LOW SMS codes, sign-in lock, restores, free listings",
    "app/.server/domain/verification/phone/phone-verification.test.ts",
    "",
  ],
  [
    "8 LOW SMS codes, sign-in lock, restores, free listings",
    "app/.server/domain/accounts/account-limits.test.ts",
    "sign-in limits",
  ],
  [
    "8 LOW SMS codes, sign-in lock, restores, free listings",
    "app/.server/domain/moderation/reports.test.ts",
    "the same reporters cannot take a listing down again once it was restored on appeal",
  ],
  [
    "8 LOW SMS codes, sign-in lock, restores, free listings",
    "app/.server/domain/listings/free-slot-waiver.test.ts",
    "",
  ],
  ["8 LOW SMS codes, sign-in lock, restores, free listings", "app/lib/listings/forms/listing-forms.test.ts", ""],
  [
    "9 INFO decided and written down",
    "app/.server/domain/moderation/reports.test.ts",
    "a moderator never acts on a case they reported",
  ],
  ["9 INFO decided and written down", "app/.server/http/request-facts/device-cookie.test.ts", ""],
  [
    "9 INFO decided and written down",
    "app/.server/domain/reviews/reviews.test.ts",
    "drops a suspended author's reviews",
  ],
];

/** Runs the files once under Vitest, returns each test's full name and status. */
function runTests(env, label) {
  const out = path.join(mkdtempSync(path.join(tmpdir(), "trust-probe-")), "results.json");
  const files = [...new Set(FINDINGS.map(([, file]) => file))];
  spawnSync(
    process.execPath,
    ["node_modules/vitest/vitest.mjs", "run", ...files, "--reporter=json", `--outputFile=${out}`],
    { stdio: ["ignore", "ignore", "inherit"], env },
  );
  const results = JSON.parse(readFileSync(out, "utf8"));
  const tests = results.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      file: path.relative(process.cwd(), file.name),
      name: test.fullName,
      status: test.status,
    })),
  );
  let failed = 0;
  console.log(`\n== The probe's reproductions, ${label}`);
  for (const [finding, file, start] of FINDINGS) {
    const matching = tests.filter((test) => test.file === file && test.name.includes(start));
    const passed = matching.length > 0 && matching.every((test) => test.status === "passed");
    if (!passed) failed++;
    const what = start || `every test in ${path.basename(file)}`;
    console.log(
      `${passed ? "held   " : "OPEN   "} ${finding.padEnd(52)} ${what} (${matching.filter((t) => t.status === "passed").length}/${matching.length})`,
    );
  }
  return failed;
}

const { TEST_DATABASE_URL, ...withoutServer } = process.env;
let open = runTests(withoutServer, "on the embedded database (PGlite)");
if (TEST_DATABASE_URL) open += runTests(process.env, "on PostgreSQL (TEST_DATABASE_URL)");

console.log("\n== Finding 6, measured: each extreme picture in a fresh process (npm run image-fuzz)");
// The image path's words come from the compiled catalogues (app/paraglide/, not committed).
spawnSync(process.execPath, ["scripts/compile-messages.mjs"], { stdio: ["ignore", "ignore", "inherit"] });
const fuzz = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/image-fuzz.ts"], {
  stdio: "inherit",
  env: process.env,
});
if (fuzz.status !== 0) open++;

console.log(open === 0 ? "\nEvery reproduction is held." : `\n${open} reproduction(s) still open.`);
process.exit(open === 0 ? 0 : 1);
