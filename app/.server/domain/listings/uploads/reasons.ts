/**
 * An uploaded image, or a form too large to read, wherever it arrives (app/.server/images/,
 * app/.server/http/forms-and-actions/read-form.ts). No domain function of this area throws them; they live here so
 * every reason has its home under app/.server/domain/. The words are in app/lib/error-text/uploads.ts.
 */
export const UPLOAD_REASONS = ["upload_invalid_type", "upload_too_large", "upload_failed"] as const;

export type UploadReason = (typeof UPLOAD_REASONS)[number];
