import type { LimitReason } from "~/.server/domain/accounts/limits/reasons";
import type { AccountReason } from "~/.server/domain/accounts/reasons";
import type { AdminReason } from "~/.server/domain/admin/reasons";
import type { CampusReason } from "~/.server/domain/campuses/reasons";
import type { DealReason } from "~/.server/domain/listings/deals/reasons";
import type { FavoriteReason } from "~/.server/domain/listings/favorites/reasons";
import type { ListingReason } from "~/.server/domain/listings/reasons";
import type { RequestReason } from "~/.server/domain/listings/requests/reasons";
import type { UploadReason } from "~/.server/domain/listings/uploads/reasons";
import type { ContactReason } from "~/.server/domain/messages/contact/reasons";
import type { MessageReason } from "~/.server/domain/messages/reasons";
import type { ModerationReason } from "~/.server/domain/moderation/reasons";
import type { NoticeReason } from "~/.server/domain/notifications/notices/reasons";
import type { NotificationReason } from "~/.server/domain/notifications/reasons";
import type { PayoutReason } from "~/.server/domain/payments/payouts/reasons";
import type { PaymentReason } from "~/.server/domain/payments/reasons";
import type { ReviewReason } from "~/.server/domain/reviews/reasons";
import type { SellerReason } from "~/.server/domain/sellers/reasons";
import type { ShopReason } from "~/.server/domain/shops/reasons";
import type { ShopItemReason } from "~/.server/domain/shops/shop-items/reasons";
import type { PhoneReason } from "~/.server/domain/verification/phone/reasons";
import type { VerificationReason } from "~/.server/domain/verification/reasons";
import type { ErrorValues } from "./error-values";

export type { ErrorValues };

/**
 * Every reason a domain function can give. Each area declares its own beside its functions, in
 * `app/.server/domain/<area>/reasons.ts`: types only, erased at build, so this file stays safe
 * for the browser (docs/decisions/0013-reason-codes-live-with-the-domain.md).
 */
export type ErrorReason =
  | AccountReason
  | AdminReason
  | CampusReason
  | ContactReason
  | DealReason
  | FavoriteReason
  | LimitReason
  | ListingReason
  | MessageReason
  | ModerationReason
  | NoticeReason
  | NotificationReason
  | PaymentReason
  | PayoutReason
  | PhoneReason
  | RequestReason
  | ReviewReason
  | SellerReason
  | ShopItemReason
  | ShopReason
  | UploadReason
  | VerificationReason;

/**
 * The one error type domain code throws. It carries no display text: `code` decides the HTTP
 * status, `reason` names what went wrong and `values` fill in its text. The route edge turns the
 * reason into words with `describeError` (app/lib/error-text), so the words can be
 * translated without touching the domain.
 */
export const ERROR_STATUS = {
  not_found: 404,
  unauthenticated: 401,
  forbidden: 403,
  invalid_input: 400,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
} as const;

export type AppErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly reason: ErrorReason;
  readonly values: ErrorValues;

  constructor(code: AppErrorCode, reason: ErrorReason, values: ErrorValues = {}) {
    // The message is for logs; what users read comes from describeError.
    super(reason);
    this.name = "AppError";
    this.code = code;
    this.reason = reason;
    this.values = values;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
