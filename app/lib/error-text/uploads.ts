import type { UploadReason } from "~/.server/domain/listings/uploads/reasons";
import { UPLOAD_TEXT } from "../shared/upload-rules";
import { type ErrorMessage, wordsOf } from "./placeholders";

/** Errors of an uploaded file or an oversized form: the same texts the browser's own check shows. */
export const UPLOAD_ERROR_TEXT = {
  upload_invalid_type: wordsOf(() => UPLOAD_TEXT.invalidType),
  upload_too_large: wordsOf(() => UPLOAD_TEXT.tooLarge),
  /** A form body that could not be read. */
  upload_failed: wordsOf(() => UPLOAD_TEXT.failed),
} satisfies Record<UploadReason, ErrorMessage>;
