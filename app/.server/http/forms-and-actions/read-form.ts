import { AppError } from "~/lib/shared/app-error";
import { SUBMIT_ONCE_FIELD } from "~/lib/shared/submit-once";
import { PLAIN_BODY_LIMIT } from "./body-limits";

/** The bodies a form (or React Router's fetcher) posts; anything else is not a form. */
const FORM_TYPES = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;

/**
 * Reads a posted form, refusing a body larger than its page's forms can need (the one table,
 * body-limits.ts, whose limit for the request's route the server puts in the load context) before
 * reading it, so a huge upload costs neither memory nor time. Browsers always send the length of a
 * form post; a request without one is refused. Every action reads its form here (read-form.test.ts checks
 * it): a body that is not a form (none, text, JSON, a broken multipart) is the client's error, a
 * 400 (docs/decisions/0004-bad-input-is-4xx.md), where `request.formData()` throws a TypeError: a 500.
 */
export async function readForm(request: Request, limit: number = PLAIN_BODY_LIMIT): Promise<FormData> {
  if (!FORM_TYPES.test(request.headers.get("content-type") ?? ""))
    throw new AppError("invalid_input", "form_unreadable");
  // A body without a stated length (chunked) could be any size: refuse it rather than read it.
  const stated = request.headers.get("content-length");
  const length = stated === null ? Number.NaN : Number(stated);
  if (!Number.isFinite(length) || length > limit) {
    throw new AppError("invalid_input", "upload_too_large");
  }
  try {
    return await request.formData();
  } catch {
    throw new AppError("invalid_input", "form_unreadable");
  }
}

/** A form's chosen file by field name; a form without one still sends an empty file part. */
export async function chosenFile(
  form: FormData,
  name: string,
): Promise<{ name: string; bytes: Uint8Array } | undefined> {
  const file = form.get(name);
  return file instanceof File && file.size > 0
    ? { name: file.name.slice(0, 120) || "image", bytes: new Uint8Array(await file.arrayBuffer()) }
    : undefined;
}

/** The fields a form carries for the server, not typed by anyone. */
const NOT_TYPED = new Set(["intent", SUBMIT_ONCE_FIELD]);
/** Secrets are never sent back into a page, whatever the form forgets to say. */
const SECRET = /password|passcode|^pin$/i;

/** The typed fields of a posted form, cut to `max` characters, to fill the form in again when a save is refused. */
export function typedValues(form: FormData, skip: ReadonlySet<string> = new Set(), max = 2000): Record<string, string> {
  return Object.fromEntries(
    [...form.entries()]
      .filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === "string" && !NOT_TYPED.has(entry[0]) && !SECRET.test(entry[0]) && !skip.has(entry[0]),
      )
      .map(([k, v]) => [k, v.slice(0, max)]),
  );
}
