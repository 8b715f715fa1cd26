import type { FieldErrors } from "./forms/form-errors";

/**
 * What an action answers when the page stays (app/.server/http/forms-and-actions/action-kit.ts): the fields to mark
 * and what was typed, to fill the form in again, plus what a page needs of its own (`Extra`).
 * Toasts never travel here: they go through the flash channel.
 */
export type ActionResult<Extra extends object = object> = {
  errors?: FieldErrors;
  values?: Record<string, string>;
} & Partial<Extra>;
