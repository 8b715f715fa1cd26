import type { ServerContext } from "~/.server/runtime/context";
import type { Toast } from "~/lib/toast";

/**
 * Actions with several forms: each form names its intent (`<input type="hidden" name="intent">`)
 * and the action answers through a table of one small function per intent, kept next to the
 * route (`<page>-intents.server.ts`). The route reads the intent, looks it up and answers an
 * unknown one 400.
 */
export interface IntentArgs {
  form: FormData;
  request: Request;
  context: ServerContext;
}

export type IntentHandlers<Args extends IntentArgs, Answer> = Record<string, (args: Args) => Promise<Answer>>;

/**
 * The handler for the posted intent, or undefined for an intent the table does not have. Only
 * the table's own keys count: "constructor" or "__proto__" are unknown intents, not functions.
 */
export function intentHandler<Table extends Record<string, unknown>>(table: Table, intent: FormDataEntryValue | null): Table[keyof Table] | undefined {
  return typeof intent === "string" && Object.hasOwn(table, intent) ? table[intent as keyof Table] : undefined;
}

/** The answer to an intent the page does not have. */
export const UNKNOWN_INTENT_TOAST = { title: "Error", description: "Unknown action.", variant: "destructive" } as const satisfies Toast;
