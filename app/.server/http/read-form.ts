import { AppError } from "~/lib/app-error";
import { FORM_OVERHEAD_BYTES } from "./body-limits";

/**
 * Reads a posted form, refusing a body larger than the form can need before reading it, so a
 * huge upload costs neither memory nor time. Browsers always send the length of a form post;
 * a request without one is refused.
 */
export async function readForm(request: Request, maxFileBytes: number): Promise<FormData> {
  // A body without a stated length (chunked) could be any size: refuse it rather than read it.
  const stated = request.headers.get("content-length");
  const length = stated === null ? Number.NaN : Number(stated);
  if (!Number.isFinite(length) || length > maxFileBytes + FORM_OVERHEAD_BYTES) {
    throw new AppError("invalid_input", "upload_too_large");
  }
  try {
    return await request.formData();
  } catch {
    throw new AppError("invalid_input", "upload_failed");
  }
}
