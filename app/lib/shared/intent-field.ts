/** The hidden field naming which of a page's forms was sent (app/.server/http/forms-and-actions/action-kit.ts picks its intent by it). */
export const INTENT_FIELD = "intent";
