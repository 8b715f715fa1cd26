// `npm run image-fuzz`: what one extreme picture costs the server. Not a test. Each case is drawn
// in a fresh child process, through the real image path (a listing's photos and a shop logo, with
// their card and siblings, into a temporary folder), which reports its CPU time (process.cpuUsage,
// every thread) and its extra peak memory (the kernel's RSS peak, VmHWM, reset after sharp and the
// image code are loaded, above the RSS at that moment), and the answer. Exits non-zero when a case
// takes more than 2 s of CPU or 300 MB, crashes, or is answered otherwise than the rules say.
//
// Every case of tests/fixtures/extreme-photos.ts by default; IMAGE_FUZZ_CASES picks some by name
// (comma separated: strip,pole,tooWide,megapixels64,dot).

import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { EXTREME_PHOTOS, type ExtremePhotoName } from "#tests/fixtures/extreme-photos";

const LIMITS = { cpuSeconds: 2, extraMegabytes: 300 };
const CASES = (process.env.IMAGE_FUZZ_CASES?.split(",") ?? Object.keys(EXTREME_PHOTOS)) as ExtremePhotoName[];
const PATHS = ["listing", "owned"] as const;
type ImagePath = (typeof PATHS)[number];

interface Measured {
  cpuSeconds: number;
  extraMegabytes: number;
  answer: string;
}

if (process.argv[2] === "--one") {
  const [, , , file, imagePath] = process.argv as [string, string, string, string, ImagePath];
  console.log(JSON.stringify(await measureOne(file, imagePath)));
} else {
  process.exitCode = await measureAll();
}

async function measureAll(): Promise<number> {
  const folder = await mkdtemp(path.join(tmpdir(), "chuo-image-fuzz-"));
  let failed = 0;
  try {
    console.log(`| case | path | CPU s | extra MB | answer | within limits |`);
    console.log(`| --- | --- | --- | --- | --- | --- |`);
    for (const name of CASES) {
      const photo = EXTREME_PHOTOS[name];
      if (!photo) throw new Error(`no case named ${name}`);
      // Made here, so its making is not counted in the child.
      const file = path.join(folder, `${name}.img`);
      await writeFile(file, await photo.bytes());
      for (const imagePath of PATHS) {
        const child = spawnSync(process.execPath, ["--import", "tsx", import.meta.filename, "--one", file, imagePath], {
          encoding: "utf8",
          maxBuffer: 1 << 20,
        });
        const line = child.stdout.trim().split("\n").pop() ?? "";
        let verdict: string;
        let cells: string;
        if (child.status !== 0 || !line.startsWith("{")) {
          verdict = `no: crashed (${child.signal ?? `exit ${child.status}`}) ${child.stderr.trim().split("\n").pop() ?? ""}`;
          cells = "| – | – | – ";
        } else {
          const measured = JSON.parse(line) as Measured;
          const expected = photo.accepted ? "accepted" : "refused";
          const problems = [
            measured.cpuSeconds > LIMITS.cpuSeconds && `over ${LIMITS.cpuSeconds} s`,
            measured.extraMegabytes > LIMITS.extraMegabytes && `over ${LIMITS.extraMegabytes} MB`,
            !measured.answer.startsWith(expected) && `expected ${expected}`,
          ].filter(Boolean);
          verdict = problems.length ? `no: ${problems.join(", ")}` : "yes";
          cells = `| ${measured.cpuSeconds.toFixed(2)} | ${measured.extraMegabytes.toFixed(0)} | ${measured.answer} `;
        }
        if (verdict !== "yes") failed += 1;
        console.log(`| ${photo.shape} | ${imagePath} ${cells}| ${verdict} |`);
      }
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  console.log(
    failed
      ? `${failed} case(s) outside the limits (${LIMITS.cpuSeconds} s CPU, ${LIMITS.extraMegabytes} MB).`
      : "Every case within the limits.",
  );
  return failed ? 1 : 0;
}

async function measureOne(file: string, imagePath: ImagePath): Promise<Measured> {
  // Everything loaded and the file read before the baseline: only the drawing is measured.
  const { storeListingImages } = await import("~/.server/images/store-listing-images");
  const { storeOwnedImage } = await import("~/.server/images/store-owned-image");
  const { SHOP_LOGO_SIZE } = await import("~/.server/domain/shops/shop-images");
  const { temporaryStorage } = await import("#tests/fixtures/photos");
  const disk = await temporaryStorage("image-fuzz");
  const bytes = readFileSync(file);
  const owner = "5e2b8f64-3c1a-4d7e-9b0f-2a6c8d4e1f37";
  // Writing 5 to clear_refs resets VmHWM to the current RSS (Linux 4.0 and later).
  writeFileSync("/proc/self/clear_refs", "5");
  const baseline = statusKilobytes("VmRSS");
  const started = process.cpuUsage();
  let answer: string;
  try {
    if (imagePath === "listing")
      await storeListingImages(disk.storage, "product-images", owner, [{ name: "fuzz.img", bytes }]);
    else await storeOwnedImage(disk.storage, "shop-logos", owner, bytes, SHOP_LOGO_SIZE);
    answer = "accepted";
  } catch (error) {
    const { code, reason, status } = error as { code?: string; reason?: string; status?: number };
    answer =
      code === "invalid_input" ? `refused: ${status} ${reason}` : `failed: ${status ?? "?"} ${reason ?? String(error)}`;
  }
  const used = process.cpuUsage(started);
  const peak = statusKilobytes("VmHWM");
  await disk.cleanUp();
  return { cpuSeconds: (used.user + used.system) / 1e6, extraMegabytes: Math.max(0, peak - baseline) / 1024, answer };
}

function statusKilobytes(field: "VmRSS" | "VmHWM"): number {
  const match = readFileSync("/proc/self/status", "utf8").match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"));
  if (!match) throw new Error(`no ${field} in /proc/self/status`);
  return Number(match[1]);
}
