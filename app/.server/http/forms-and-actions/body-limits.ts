import { LISTING_KIND_RULES, LISTING_KINDS } from "~/lib/listings/kinds";
import { MAX_IMAGE_BYTES } from "~/lib/shared/upload-rules";

/** Room for a form's other fields and the multipart boundaries around its files. */
export const FORM_OVERHEAD_BYTES = 100 * 1024;

/**
 * Every request body without photos: the longest text a form takes (a 2,000-character
 * description, even in 4-byte characters, URL-encoded) fits several times over.
 */
export const PLAIN_BODY_LIMIT = 64 * 1024;

/** A form carrying up to `files` photos of at most 5MB each. */
export const photoFormLimit = (files: number) => files * MAX_IMAGE_BYTES + FORM_OVERHEAD_BYTES;

/**
 * The pages whose forms carry photos, with what they may carry. Listing forms get room for one
 * photo more than allowed, so too many photos are answered "Too many images", not "too large".
 */
const PHOTO_FORMS: Array<[RegExp, number]> = [
  ...LISTING_KINDS.map((kind): [RegExp, number] => {
    const { path, maxPhotos } = LISTING_KIND_RULES[kind];
    return [new RegExp(`^${path}/(?:post|[^/]+/edit)$`), photoFormLimit(maxPhotos + 1)];
  }),
  [/^\/profile$/, photoFormLimit(1)],
  // A shop's logo and cover.
  [/^\/shops\/(?:create|[^/]+\/edit)$/, photoFormLimit(2)],
  // A promotion's, event's or service's one picture.
  [/^\/(?:promotions|events|services)\/(?:post|[^/]+\/edit)$/, photoFormLimit(1)],
];

/**
 * The largest request body the server reads for a path, checked while it streams in (server/middleware/refuse-stated-oversize-body.ts, server/fetch-bridge.ts).
 * React Router posts a page's form to `<path>.data` when JavaScript runs; that is the same form.
 */
export function bodyLimitFor(pathname: string): number {
  const page = pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  return PHOTO_FORMS.find(([pattern]) => pattern.test(page))?.[1] ?? PLAIN_BODY_LIMIT;
}
