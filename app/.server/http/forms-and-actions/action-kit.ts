import { data, redirect, redirectDocument } from "react-router";
import type { SessionUser } from "~/.server/auth/get-session-user";
import { getSessionUser } from "~/.server/auth/get-session-user";
import { requireUser } from "~/.server/auth/require-user";
import { noteDeviceSighting } from "~/.server/domain/reviews/note-device-sighting";
import type { ServerContext } from "~/.server/runtime/context";
import { logger } from "~/.server/runtime/logger";
import { describeError } from "~/lib/error-text";
import type { ActionResult } from "~/lib/shared/action-result";
import { type AppError, isAppError } from "~/lib/shared/app-error";
import { fieldErrors } from "~/lib/shared/forms/form-errors";
import type { Toast } from "~/lib/shared/toast";
import { m } from "~/paraglide/messages";
import { browserDevice } from "../request-facts/device-cookie";
import { type ActionOutcome, isRefusal, NOTHING_WRITTEN_HEADER, refuse } from "./action-outcome";
import { passCookies } from "./pass-cookies";
import { readForm, typedValues } from "./read-form";
import { claimSubmission, recordAnswer, releaseClaim, submissionKey } from "./submit-once";

/** The answer to a form naming an intent the page does not have. Worded when read, in the reader's language. */
export const UNKNOWN_INTENT_TOAST = {
  get title() {
    return m.errors_title_error();
  },
  get description() {
    return m.errors_unknown_action();
  },
  variant: "destructive",
} as const satisfies Toast;
/** A repeated send whose first is still being acted on after a long wait. Worded when read, in the reader's language. */
export const STILL_SENDING_TOAST = {
  get title() {
    return m.errors_still_sending_title();
  },
  get description() {
    return m.errors_still_sending();
  },
} as const satisfies Toast;

/** What an intent gets: the form, its parsed fields, who sent it, and the request's own arguments. */
export interface IntentInput<Actor, Fields> {
  fields: Fields;
  /**
   * The cookies this answer sets (a session after signing in, a visitor's campus): append
   * `Set-Cookie` here (`copyCookies` takes them from the auth library's answer). They go out with
   * the answer but never into the outcome, which is kept for a repeated send: a session cookie is a secret.
   */
  cookies: Headers;
  form: FormData;
  actor: Actor;
  /** This browser's mark, hashed (device-cookie.ts): never the cookie itself. */
  device: string;
  request: Request;
  context: ServerContext;
  params: Record<string, string | undefined>;
}

/** A form's schema: anything with zod's `safeParse`. */
interface FormSchema<Fields> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: Fields }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** One form of a page: how to read it, what to do, and how to say what was refused. */
export interface Intent<Actor, Fields, Extra extends object> {
  /** The form's zod schema (shared with the page); without one, `fields` is the form's text fields. */
  schema?: FormSchema<Fields>;
  /** What the schema is given: by default each text field's first value. */
  input?: (form: FormData) => unknown;
  /** A form the schema refuses: by default its field errors and what was typed. */
  invalid?: (
    issues: readonly { path: readonly PropertyKey[]; message: string }[],
    form: FormData,
  ) => ActionOutcome<Extra>;
  /** A domain refusal: by default a toast in its words, with its status. */
  refused?: (error: AppError, form: FormData) => ActionOutcome<Extra> | undefined;
  /** Sends of this form that repeat are not acted on again; false for forms whose answer holds a secret. */
  once?: boolean;
  run: (input: IntentInput<Actor, Fields>) => Promise<ActionOutcome<Extra>>;
}

/** Declares an intent, so its fields' type follows from its schema. */
export function intent<Actor, Fields = Record<string, string>, Extra extends object = object>(
  spec: Intent<Actor, Fields, Extra>,
): Intent<Actor, Fields, Extra> {
  return spec;
}

/** Who may send a page's forms: anyone signed in (the default), or anyone at all. */
export const signedIn = (context: ServerContext, request: Request): Promise<SessionUser> =>
  requireUser(context, request);
export const anyone = (context: ServerContext, request: Request): Promise<SessionUser | null> =>
  getSessionUser(context, request);

export interface ActionSpec<Actor, Extra extends object> {
  actor: (context: ServerContext, request: Request) => Promise<Actor>;
  /** One entry per form the page has, by the value of its `intent` field; a page of one form needs no field. */
  // biome-ignore lint/suspicious/noExplicitAny: each intent has its own fields' type
  intents: Record<string, Intent<Actor, any, Extra>>;
  /** A page whose one form has no fields may be posted bare (no body at all, as scripts do): that is an empty form. */
  bareIsEmptyForm?: boolean;
}

interface RouteArgs {
  request: Request;
  context: ServerContext;
  params: Record<string, string | undefined>;
}

/**
 * Every route's action (docs/architecture.md#actions): reads the form bounded by the one table
 * (body-limits.ts), picks the intent, checks the sender and the form's schema, runs the intent
 * once per send, and answers: the page again with its result, or a redirect; the toast either way
 * through the flash channel (flash.ts), so it shows with or without JavaScript.
 */
export async function handleAction<Actor, Extra extends object>(args: RouteArgs, spec: ActionSpec<Actor, Extra>) {
  const { request, context } = args;
  const actor = await spec.actor(context, request);
  const cookies = new Headers();
  const device = markBrowser(context, request, cookies);
  await noteSightingForReviews(context, actor, device);
  const outcome = await decide(args, spec, actor, cookies, device);
  return passCookies(cookies, respond(context, outcome));
}

/** Every form a browser sends gives it its mark (../request-facts/device-cookie.ts), if it has none yet: the mark's hash. */
function markBrowser(context: ServerContext, request: Request, cookies: Headers): string {
  const device = browserDevice(request, { secure: context.env.publicUrl.startsWith("https:"), key: context.deviceKey });
  if (device.setCookie) cookies.append("Set-Cookie", device.setCookie);
  return device.hash;
}

/**
 * The review area's step: a signed-in sender's browser is noted as used by that account
 * (domain/reviews/note-device-sighting.ts). A failed note never fails the form.
 */
async function noteSightingForReviews(context: ServerContext, actor: unknown, device: string): Promise<void> {
  const userId = (actor as { id?: unknown } | null)?.id;
  if (typeof userId !== "string") return;
  try {
    await noteDeviceSighting(context.db, userId, device);
  } catch (error) {
    logger.warn({ err: error }, "a browser's use by an account could not be noted");
  }
}

async function decide<Actor, Extra extends object>(
  args: RouteArgs,
  spec: ActionSpec<Actor, Extra>,
  actor: Actor,
  cookies: Headers,
  device: string,
): Promise<ActionOutcome<Extra>> {
  const { request, context } = args;
  let form: FormData;
  try {
    form = spec.bareIsEmptyForm && isBare(request) ? new FormData() : await readForm(request, context.bodyLimit);
  } catch (error) {
    if (isAppError(error)) return refuse({ ...describeError(error) }, error.status);
    throw error;
  }
  const chosen = pickIntent(spec.intents, form.get("intent"));
  if (!chosen) return refuse(UNKNOWN_INTENT_TOAST, 400);

  const userId = (actor as { id?: unknown } | null)?.id;
  const key =
    chosen.once !== false && typeof userId === "string"
      ? submissionKey(context.submitOnceKey, new URL(request.url).pathname, form)
      : null;
  if (!key || typeof userId !== "string") return runIntent(chosen, args, actor, form, cookies, device);

  const claim = await claimSubmission<ActionOutcome<Extra>>(context.db, userId, key);
  if (claim.kind === "repeat") return claim.answer;
  if (claim.kind === "busy") return refuse(STILL_SENDING_TOAST, 409);
  let outcome: ActionOutcome<Extra>;
  try {
    outcome = await runIntent(chosen, args, actor, form, cookies, device);
  } catch (error) {
    await releaseClaim(context.db, userId, key);
    throw error;
  }
  // A refused send changed nothing: sending it again (corrected, or later) must act.
  if (isRefusal(outcome)) await releaseClaim(context.db, userId, key);
  else await keepAnswer(context, userId, key, outcome);
  return outcome;
}

/**
 * Keeps the answer for repeats. If it cannot be kept, the work is done all the same: the claim
 * is let go (a repeat then acts again, as it would have without the kit) rather than left to make
 * every repeat wait.
 */
async function keepAnswer(
  context: ServerContext,
  userId: string,
  key: string,
  outcome: ActionOutcome<object>,
): Promise<void> {
  try {
    await recordAnswer(context.db, userId, key, outcome);
  } catch (error) {
    logger.warn({ err: error }, "the answer to a form sent could not be kept for a repeat");
    await releaseClaim(context.db, userId, key).catch(() => undefined);
  }
}

function pickIntent<Actor, Extra extends object>(
  // biome-ignore lint/suspicious/noExplicitAny: see ActionSpec
  intents: Record<string, Intent<Actor, any, Extra>>,
  posted: FormDataEntryValue | null,
) {
  const names = Object.keys(intents);
  const name = posted === null && names.length === 1 ? names[0] : posted;
  // Only the table's own keys count: "constructor" or "__proto__" are unknown intents.
  return typeof name === "string" && Object.hasOwn(intents, name) ? intents[name] : undefined;
}

async function runIntent<Actor, Fields, Extra extends object>(
  chosen: Intent<Actor, Fields, Extra>,
  args: RouteArgs,
  actor: Actor,
  form: FormData,
  cookies: Headers,
  device: string,
): Promise<ActionOutcome<Extra>> {
  let fields: Fields;
  if (chosen.schema) {
    const parsed = chosen.schema.safeParse((chosen.input ?? textFields)(form));
    if (!parsed.success) {
      return chosen.invalid
        ? chosen.invalid(parsed.error.issues, form)
        : refuse<Extra>(undefined, 400, {
            errors: fieldErrors(parsed.error.issues),
            values: typedValues(form),
          } as ActionResult<Extra>);
    }
    fields = parsed.data;
  } else {
    fields = textFields(form) as Fields;
  }
  try {
    return await chosen.run({
      fields,
      form,
      actor,
      device,
      cookies,
      request: args.request,
      context: args.context,
      params: args.params,
    });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return chosen.refused?.(error, form) ?? refuse({ ...describeError(error) }, error.status);
  }
}

/** A POST that carries nothing: no type, no length or a length of 0. */
function isBare(request: Request): boolean {
  const length = request.headers.get("content-length");
  return (
    !request.headers.get("content-type") &&
    (length === null || length === "0") &&
    !request.headers.get("transfer-encoding")
  );
}

/** Each text field's first value: what a form of single fields means. */
export function textFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === "string" && !(name in fields)) fields[name] = value;
  return fields;
}

function respond<Extra extends object>(context: ServerContext, outcome: ActionOutcome<Extra>) {
  if (outcome.toast) context.flash?.set(outcome.toast);
  if (outcome.kind === "go") return outcome.wholePage ? redirectDocument(outcome.to) : redirect(outcome.to);
  return data<ActionResult<Extra>>(outcome.result, {
    status: outcome.status,
    headers: outcome.wroteNothing ? { [NOTHING_WRITTEN_HEADER]: "1" } : undefined,
  });
}

/** A redirect a loader makes, with a toast for the page it leads to. Thrown or returned. */
export function redirectWithToast(context: ServerContext, to: string, toast: Toast): Response {
  context.flash?.set(toast);
  return redirect(to);
}
