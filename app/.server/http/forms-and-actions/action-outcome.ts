import type { ActionResult } from "~/lib/shared/action-result";
import type { Toast } from "~/lib/shared/toast";

/**
 * What an intent decided, as plain data: the kit (action-kit.ts) turns it into the response, sends
 * its toast through the flash channel, and keeps it for a repeated send (submit-once.ts).
 */
export type ActionOutcome<Extra extends object = object> =
  | { kind: "stay"; status: number; result: ActionResult<Extra>; toast?: Toast; wroteNothing?: boolean }
  | { kind: "go"; to: string; toast?: Toast; wholePage?: boolean };

/**
 * The answer's header saying the send changed nothing (a status poll that found the payment still
 * pending), so the server keeps its shared cache (server/middleware/mark-writes.ts).
 */
export const NOTHING_WRITTEN_HEADER = "X-Nothing-Written";

/** The page stays, with `result` for it and maybe a toast. */
export function stay<Extra extends object = object>(
  result: ActionResult<Extra> = {} as ActionResult<Extra>,
  toast?: Toast,
): ActionOutcome<Extra> {
  return { kind: "stay", status: 200, result, toast };
}

/** The page stays and says what was refused: a toast, field errors or both, with a 4xx status. */
export function refuse<Extra extends object = object>(
  toast: Toast | undefined,
  status = 400,
  result: ActionResult<Extra> = {} as ActionResult<Extra>,
): ActionOutcome<Extra> {
  return { kind: "stay", status, result, toast: toast ? { ...toast, variant: "destructive" } : undefined };
}

/** On to another page of this site, with a toast shown there. */
export function goTo(to: string, toast?: Toast): ActionOutcome<never> {
  return { kind: "go", to, toast };
}

/**
 * On to another page, loaded whole by the browser: for when the answer changed the page's
 * language, whose scripts hold only one (docs/decisions/0016-one-language-per-page-script.md).
 */
export function goToWholePage(to: string, toast?: Toast): ActionOutcome<never> {
  return { kind: "go", to, toast, wholePage: true };
}

/** The page stays, and the send changed nothing anyone else sees. */
export function stayUnchanged<Extra extends object = object>(
  result: ActionResult<Extra> = {} as ActionResult<Extra>,
): ActionOutcome<Extra> {
  return { kind: "stay", status: 200, result, wroteNothing: true };
}

export function isRefusal(outcome: ActionOutcome<object>): boolean {
  return outcome.kind === "stay" && outcome.status >= 400;
}
