/**
 * The hidden field that carries a form's submit-once token (app/components/shared/action-form.tsx). The
 * server acts on a form with the same token and content once (app/.server/http/forms-and-actions/submit-once.ts).
 */
export const SUBMIT_ONCE_FIELD = "_once";
