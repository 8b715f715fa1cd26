import { m } from "~/paraglide/messages";
import type { ErrorReason } from "../shared/app-error";
import type { ErrorValues } from "../shared/error-values";
import { ACCOUNT_ERROR_TEXT } from "./accounts";
import { ADMIN_ERROR_TEXT } from "./admin";
import { CAMPUS_ERROR_TEXT } from "./campuses";
import { CONTACT_ERROR_TEXT } from "./contact";
import { DEAL_ERROR_TEXT } from "./deals";
import { FAVORITE_ERROR_TEXT } from "./favorites";
import { LIMIT_ERROR_TEXT } from "./limits";
import { LISTING_ERROR_TEXT } from "./listings";
import { MESSAGE_ERROR_TEXT } from "./messages";
import { MODERATION_ERROR_TEXT } from "./moderation";
import { NOTICE_ERROR_TEXT } from "./notices";
import { NOTIFICATION_ERROR_TEXT } from "./notifications";
import { PAYMENT_ERROR_TEXT } from "./payments";
import { PAYOUT_ERROR_TEXT } from "./payouts";
import { PHONE_ERROR_TEXT } from "./phone";
import type { ErrorMessage, ErrorText } from "./placeholders";
import { REQUEST_ERROR_TEXT } from "./requests";
import { REVIEW_ERROR_TEXT } from "./reviews";
import { SELLER_ERROR_TEXT } from "./sellers";
import { SHOP_ITEM_ERROR_TEXT } from "./shop-items";
import { SHOP_ERROR_TEXT } from "./shops";
import { UPLOAD_ERROR_TEXT } from "./uploads";
import { VERIFICATION_ERROR_TEXT } from "./verification";

export type { ErrorMessage, ErrorText };

/**
 * Every reason a domain function can give, with its words. Each area keeps its own table beside
 * its reason codes (app/.server/domain/<area>/reasons.ts); this is the one place that joins them.
 * The words are catalogue messages (messages/errors/), worded when an error is described, in the
 * reader's language (decision 0015).
 */
export const ERROR_TEXT = {
  ...LISTING_ERROR_TEXT,
  ...ACCOUNT_ERROR_TEXT,
  ...ADMIN_ERROR_TEXT,
  ...CAMPUS_ERROR_TEXT,
  ...CONTACT_ERROR_TEXT,
  ...DEAL_ERROR_TEXT,
  ...FAVORITE_ERROR_TEXT,
  ...LIMIT_ERROR_TEXT,
  ...MESSAGE_ERROR_TEXT,
  ...MODERATION_ERROR_TEXT,
  ...NOTICE_ERROR_TEXT,
  ...NOTIFICATION_ERROR_TEXT,
  ...PAYMENT_ERROR_TEXT,
  ...PAYOUT_ERROR_TEXT,
  ...PHONE_ERROR_TEXT,
  ...REQUEST_ERROR_TEXT,
  ...REVIEW_ERROR_TEXT,
  ...SELLER_ERROR_TEXT,
  ...SHOP_ERROR_TEXT,
  ...SHOP_ITEM_ERROR_TEXT,
  ...UPLOAD_ERROR_TEXT,
  ...VERIFICATION_ERROR_TEXT,
} satisfies Record<ErrorReason, ErrorMessage>;

/** The words for a domain error (an AppError, or anything shaped like one), at the route edge, in the reader's language. */
export function describeError(error: { reason: string; values: ErrorValues }): ErrorText {
  const message: ErrorMessage | undefined = Object.hasOwn(ERROR_TEXT, error.reason)
    ? (ERROR_TEXT as Record<string, ErrorMessage>)[error.reason]
    : undefined;
  return message
    ? message(error.values)
    : { title: m.errors_title_error(), description: m.errors_something_went_wrong() };
}
