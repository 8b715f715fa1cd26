import type { UploadReason } from "~/.server/domain/uploads/reasons";
import { UPLOAD_TEXT } from "../upload-rules";
import type { ErrorMessage } from "./placeholders";

/** Errors of an uploaded file or an oversized form: the same texts the browser's own check shows. */
export const UPLOAD_ERROR_TEXT = {
  upload_invalid_type: UPLOAD_TEXT.invalidType,
  upload_too_large: UPLOAD_TEXT.tooLarge,
  /** A form body that could not be read. */
  upload_failed: UPLOAD_TEXT.failed,
} satisfies Record<UploadReason, ErrorMessage>;
