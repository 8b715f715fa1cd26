/** The hidden field naming which of a page's forms was sent (app/.server/http/action-kit.ts picks its intent by it). */
export const INTENT_FIELD = "intent";
