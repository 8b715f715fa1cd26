import { createHmac } from "node:crypto";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { submittedForms } from "~/.server/db/schema";
import { SUBMIT_ONCE_FIELD } from "~/lib/shared/submit-once";

/** A first send still being acted on after this long has died with its instance: a retry acts again. */
const CLAIM_ABANDONED_SECONDS = 60;
/**
 * How long a second send waits for the first's answer: longer than the slowest first send (a
 * payment gateway may take 15 s to answer), asking less often the longer it waits.
 */
const WAIT_FOR_FIRST_MS = 25_000;
const FIRST_POLL_MS = 100;
const MAX_POLL_MS = 1000;
/** A token is the page's and the form's: letters, digits and a few marks, never control characters. */
const TOKEN = /^[\w:.«»-]{1,200}$/u;
/** Answers are kept long enough for any retry a person or a browser makes. */
export const SUBMITTED_FORMS_KEPT_HOURS = 24;

/**
 * The key of one send of one form: the page, the token the form was rendered with, and what it
 * carried. A double tap or a browser's "resend" sends the same; the next message typed into the
 * same box, before the page has a new token, does not, so it is never mistaken for a repeat.
 */
export function submissionKey(key: string, pathname: string, form: FormData): string | null {
  const token = form.get(SUBMIT_ONCE_FIELD);
  if (typeof token !== "string" || !TOKEN.test(token)) return null;
  // Keyed: the form's fields (a password typed) cannot be guessed from the hash kept for a day.
  const hash = createHmac("sha256", key)
    .update(pathname.replace(/\.data$/, ""))
    .update("\0");
  for (const [name, value] of form.entries()) {
    if (name === SUBMIT_ONCE_FIELD) continue;
    hash.update(name).update("\0");
    hash.update(typeof value === "string" ? `s:${value}` : `f:${value.name}:${value.size}:${value.type}`).update("\0");
  }
  return `${token}.${hash.digest("base64url")}`;
}

export type Claim<Answer> = { kind: "first" } | { kind: "repeat"; answer: Answer } | { kind: "busy" };

/**
 * Claims a send for the user. The first send gets `first` and must then `recordAnswer` or
 * `releaseClaim`; a repeat waits for the first's answer and gets it. Claiming is one insert, so
 * two instances on one database agree on which send is first.
 */
export async function claimSubmission<Answer>(db: Database, userId: string, key: string): Promise<Claim<Answer>> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  let wait = FIRST_POLL_MS;
  for (;;) {
    const claimed = await db
      .insert(submittedForms)
      .values({ userId, submissionKey: key })
      .onConflictDoNothing()
      .returning({ key: submittedForms.submissionKey });
    if (claimed.length > 0) return { kind: "first" };
    // Take over a claim whose instance died before answering.
    const retaken = await db
      .update(submittedForms)
      .set({ claimedAt: sql`now()` })
      .where(
        and(
          eq(submittedForms.userId, userId),
          eq(submittedForms.submissionKey, key),
          isNull(submittedForms.answer),
          lt(submittedForms.claimedAt, sql`now() - make_interval(secs => ${CLAIM_ABANDONED_SECONDS})`),
        ),
      )
      .returning({ key: submittedForms.submissionKey });
    if (retaken.length > 0) return { kind: "first" };
    const [row] = await db
      .select({ answer: submittedForms.answer })
      .from(submittedForms)
      .where(and(eq(submittedForms.userId, userId), eq(submittedForms.submissionKey, key)));
    // Released meanwhile (the first was refused): this send acts itself.
    if (!row) continue;
    if (row.answer !== null) return { kind: "repeat", answer: JSON.parse(row.answer) as Answer };
    if (Date.now() > deadline) return { kind: "busy" };
    await new Promise((resolve) => setTimeout(resolve, wait));
    wait = Math.min(wait * 2, MAX_POLL_MS);
  }
}

/** Keeps the first send's answer for the repeats (as text: an answer may quote a NUL someone typed, which jsonb refuses). */
export async function recordAnswer(db: Database, userId: string, key: string, answer: unknown): Promise<void> {
  await db
    .update(submittedForms)
    .set({ answer: JSON.stringify(answer) })
    .where(and(eq(submittedForms.userId, userId), eq(submittedForms.submissionKey, key)));
}

/** Lets the form be sent again: the first send changed nothing (it was refused, or failed). */
export async function releaseClaim(db: Database, userId: string, key: string): Promise<void> {
  await db
    .delete(submittedForms)
    .where(
      and(eq(submittedForms.userId, userId), eq(submittedForms.submissionKey, key), isNull(submittedForms.answer)),
    );
}

export async function pruneSubmittedForms(db: Database): Promise<void> {
  await db
    .delete(submittedForms)
    .where(lt(submittedForms.claimedAt, sql`now() - make_interval(hours => ${SUBMITTED_FORMS_KEPT_HOURS})`));
}
