import { UPLOAD_TEXT } from "../upload-rules";
import type { ErrorTextEntry } from ".";

/** Errors of an uploaded file, an oversized form (the same texts the browser's own check shows) or a body that is no form. */
export const UPLOAD_ERROR_TEXT = {
  upload_invalid_type: UPLOAD_TEXT.invalidType,
  upload_too_large: UPLOAD_TEXT.tooLarge,
  /** A form body that could not be read. */
  upload_failed: UPLOAD_TEXT.failed,
  /** A posted body that is not a form (none, text, JSON, a broken multipart): no page of ours sends one. */
  form_unreadable: {
    title: "Invalid request",
    description: "This form could not be read. Please reload the page and try again.",
  },
} satisfies Record<string, ErrorTextEntry>;
