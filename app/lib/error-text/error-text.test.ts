import { describe, expect, it } from "vitest";
import { inLocale } from "#tests/setup/in-locale";
import { tooManyAttemptsText } from "../accounts/attempt-limits";
import { LISTING_KIND_RULES, LISTING_KINDS } from "../listings/kinds";
import { LISTING_KIND_TEXT } from "../listings/kinds/texts";
import { PAYMENT_FORM_TEXT } from "../payments/payment-text";
import { WALLET_RULES } from "../payments/wallet-rules";
import { AppError, type ErrorReason, type ErrorValues } from "../shared/app-error";
import { LOCALES } from "../shared/i18n/locales";
import { formatTzsExact } from "../shared/money";
import { LISTING_UPLOAD_TEXT } from "../shared/upload-rules";
import { TOASTS } from "../toast-text";
import { ACCOUNT_ERROR_TEXT } from "./accounts";
import { ADMIN_ERROR_TEXT } from "./admin";
import { CAMPUS_ERROR_TEXT } from "./campuses";
import { CONTACT_ERROR_TEXT } from "./contact";
import { DEAL_ERROR_TEXT } from "./deals";
import { FAVORITE_ERROR_TEXT } from "./favorites";
import { describeError, ERROR_TEXT, type ErrorMessage } from "./index";
import { LIMIT_ERROR_TEXT } from "./limits";
import { LISTING_ERROR_TEXT } from "./listings";
import { MESSAGE_ERROR_TEXT } from "./messages";
import { MODERATION_ERROR_TEXT } from "./moderation";
import { NOTICE_ERROR_TEXT } from "./notices";
import { NOTIFICATION_ERROR_TEXT } from "./notifications";
import { PAYMENT_ERROR_TEXT } from "./payments";
import { PAYOUT_ERROR_TEXT } from "./payouts";
import { PHONE_ERROR_TEXT } from "./phone";
import { REQUEST_ERROR_TEXT } from "./requests";
import { REVIEW_ERROR_TEXT } from "./reviews";
import { SELLER_ERROR_TEXT } from "./sellers";
import { SHOP_ITEM_ERROR_TEXT } from "./shop-items";
import { SHOP_ERROR_TEXT } from "./shops";
import { UPLOAD_ERROR_TEXT } from "./uploads";
import { VERIFICATION_ERROR_TEXT } from "./verification";

const AREA_TABLES: object[] = [
  MODERATION_ERROR_TEXT,
  ACCOUNT_ERROR_TEXT,
  ADMIN_ERROR_TEXT,
  CAMPUS_ERROR_TEXT,
  CONTACT_ERROR_TEXT,
  DEAL_ERROR_TEXT,
  FAVORITE_ERROR_TEXT,
  LIMIT_ERROR_TEXT,
  LISTING_ERROR_TEXT,
  MESSAGE_ERROR_TEXT,
  NOTICE_ERROR_TEXT,
  NOTIFICATION_ERROR_TEXT,
  PAYMENT_ERROR_TEXT,
  PAYOUT_ERROR_TEXT,
  PHONE_ERROR_TEXT,
  REQUEST_ERROR_TEXT,
  REVIEW_ERROR_TEXT,
  SELLER_ERROR_TEXT,
  SHOP_ERROR_TEXT,
  SHOP_ITEM_ERROR_TEXT,
  UPLOAD_ERROR_TEXT,
  VERIFICATION_ERROR_TEXT,
];

/** Plausible values for the reasons whose text depends on them. A new placeholder without a default needs a line here. */
const SAMPLE_VALUES: Partial<Record<ErrorReason, ErrorValues>> = {
  too_many_attempts: { seconds: 30 },
  sign_in_locked: { seconds: 121 },
  sign_up_rate_limited: { seconds: 60 },
  sign_up_refused: { message: "Password is too long" },
  two_factor_code_refused: { message: "Invalid code" },
  auth_refused: { message: "Something the library said" },
  listing_not_found: { kind: "product" },
  listing_not_yours: { kind: "accommodation" },
  listing_too_many_photos: { max: 10 },
  shop_limit_reached: { max: 10 },
  shop_item_limit_reached: { max: 100 },
  listing_image_invalid: { name: "notes.png" },
  listing_image_too_large: { name: "camera.jpg" },
  payment_rejected: { message: "Invalid phone number" },
  payment_number_rate_limited: { seconds: 1800 },
  wallet_insufficient_balance: { balance: "5000.00", fee: "10000.00" },
  university_domain_unknown: { domain: "gmail.com" },
  contact_openings_per_day: { limit: 40 },
  contact_no_number: { about: "product" },
  deal_listing_not_live: { kind: "accommodation" },
  deal_relist_too_late: { kind: "product", days: 30 },
  review_edit_closed: { days: 30 },
  phone_code_wrong: { triesLeft: 3 },
  phone_code_locked: { seconds: 900 },
  phone_sends_limited: { seconds: 1800 },
  payout_amount_invalid: { min: 5000, max: 12000 },
  payout_recent_change: { change: "device", hours: 1 },
  payout_daily_limit: { limit: 500000, left: 20000 },
  payout_monthly_limit: { limit: 2000000, left: 0 },
  payout_insufficient_balance: { balance: "3000.00" },
};

const reasons = Object.keys(ERROR_TEXT) as (keyof typeof ERROR_TEXT)[];
const text = (reason: ErrorReason, values?: ErrorValues) =>
  describeError(new AppError("invalid_input", reason, values));

describe("the error texts", () => {
  it.each(reasons)("%s has a title and a description, in both languages", (reason) => {
    for (const locale of LOCALES) {
      const { title, description } = inLocale(locale, () => text(reason, SAMPLE_VALUES[reason]));
      expect(title.trim(), locale).not.toBe("");
      expect(description.trim(), locale).not.toBe("");
      expect(`${title} ${description}`, locale).not.toMatch(/[{}]|undefined|NaN/);
    }
  });

  it("are message functions, worded when an error is described, in the reader's language", () => {
    for (const message of Object.values(ERROR_TEXT) as ErrorMessage[]) expect(typeof message).toBe("function");
    expect(inLocale("sw", () => text("seller_not_found"))).toEqual({
      title: "Muuzaji hapatikani",
      description: "Muuzaji unayemtafuta hayupo au ameondolewa.",
    });
    expect(text("seller_not_found")).toEqual({
      title: "Seller not found",
      description: "The seller you're looking for doesn't exist or has been removed.",
    });
    expect(inLocale("sw", () => text("wallet_insufficient_balance", { balance: "5000.00", fee: "10000.50" }))).toEqual({
      title: "Salio halitoshi",
      description: "Pochi yako ina TZS 5,000; ada hii ni TZS 10,000.50. Ongeza salio au lipa kwa simu.",
    });
    expect(inLocale("sw", () => text("payment_rejected"))).toEqual({
      title: "Malipo yameshindikana",
      description: "Imeshindikana kushughulikia malipo. Tafadhali jaribu tena.",
    });
    expect(inLocale("sw", () => describeError({ reason: "no_such_reason", values: {} }))).toEqual({
      title: "Hitilafu",
      description: "Samahani, hitilafu imetokea. Tafadhali jaribu tena.",
    });
    expect(describeError({ reason: "constructor", values: {} })).toEqual({
      title: "Error",
      description: "Something went wrong. Please try again.",
    });
  });

  it("gives every reason once: no area's table hides another's", () => {
    expect(AREA_TABLES.reduce((sum, table) => sum + Object.keys(table).length, 0)).toBe(reasons.length);
  });

  it("are the words of docs/product.md", () => {
    expect(text("campus_limit_reached")).toEqual({
      title: "Maximum campuses reached",
      description: "You can select up to 5 campuses",
    });
    expect(text("campus_required")).toEqual({
      title: "Campus Required",
      description: "Please select at least one campus to continue.",
    });
    expect(text("campus_update_failed")).toEqual({ title: "Error", description: "Failed to update campus" });
    expect(text("account_exists")).toEqual({
      title: "Account Exists",
      description: "An account with this email already exists. Please sign in instead.",
    });
    expect(text("seller_not_found")).toEqual({
      title: "Seller not found",
      description: "The seller you're looking for doesn't exist or has been removed.",
    });
    expect(text("upload_too_large")).toEqual({
      title: "File too large",
      description: "Please upload an image smaller than 5MB.",
    });
    expect(text("upload_invalid_type")).toEqual({
      title: "Invalid file type",
      description: "Please upload a JPEG, PNG, or WebP image.",
    });
  });

  it("fill in their values", () => {
    expect(text("sign_in_locked", { seconds: 30 })).toEqual({
      title: "Too many attempts",
      description: "Too many attempts. Please wait a minute and try again.",
    });
    expect(text("too_many_attempts", { seconds: 121 }).description).toBe(
      "Too many attempts. Please wait 3 minutes and try again.",
    );
    expect(text("sign_up_rate_limited", { seconds: 60 })).toEqual({
      title: "Signup Failed",
      description: "Too many attempts. Please wait a minute and try again.",
    });
    // Says to wait, and nothing of whose number it is or who asked.
    expect(text("payment_number_rate_limited", { seconds: 1800 })).toEqual({
      title: "Too many payment requests",
      description:
        "Too many payment requests were sent to this number. Please wait 30 minutes and try again, or pay with another number.",
    });
  });

  it("show the auth library's message where we have no words of our own, and ours when it gave none", () => {
    expect(text("auth_refused", { message: "Session is too old" })).toEqual({
      title: "Error",
      description: "Session is too old",
    });
    expect(text("auth_refused")).toEqual({ title: "Error", description: "Something went wrong. Please try again." });
    expect(text("sign_up_refused")).toEqual({ title: "Signup Failed", description: "Please try again." });
    expect(text("two_factor_code_refused")).toEqual({
      title: "Wrong code",
      description: "That code is not right. Check the time on your phone and try again.",
    });
  });

  it("name the listing's kind, and the photo limit or file in question", () => {
    expect(text("listing_not_yours", { kind: "product" })).toEqual({
      title: "Error",
      description: "Product not found or you don't have permission to edit it.",
    });
    expect(text("listing_not_yours", { kind: "accommodation" }).description).toBe(
      "Accommodation not found or you don't have permission to edit it.",
    );
    expect(text("listing_not_found", { kind: "accommodation" })).toEqual({
      title: "Accommodation not found",
      description: "Accommodation not found",
    });
    expect(text("listing_too_many_photos", { max: 5 })).toEqual({
      title: "Too many images",
      description: "You can upload maximum 5 images.",
    });
    expect(text("listing_image_too_large", { name: "big.jpg" })).toEqual({
      title: "File too large",
      description: "big.jpg is too large. Maximum size is 5MB.",
    });
  });

  it("say what the browser's own checks and toasts say", () => {
    for (const seconds of [1, 60, 61, 121, 1800]) {
      expect(text("too_many_attempts", { seconds }).description).toBe(tooManyAttemptsText(seconds));
      expect(text("sign_in_locked", { seconds }).description).toBe(tooManyAttemptsText(seconds));
      expect(text("sign_up_rate_limited", { seconds }).description).toBe(tooManyAttemptsText(seconds));
    }
    for (const kind of LISTING_KINDS) {
      const rules = LISTING_KIND_RULES[kind];
      expect(text("listing_not_found", { kind })).toEqual({
        title: LISTING_KIND_TEXT[rules.kind].notFoundTitle,
        description: LISTING_KIND_TEXT[rules.kind].notFoundTitle,
      });
      const { title, description } = TOASTS[rules.toasts.notFound];
      expect(text("listing_not_yours", { kind })).toEqual({ title, description });
    }
    expect(text("listing_too_many_photos", { max: 7 })).toEqual(LISTING_UPLOAD_TEXT.tooMany(7));
    expect(text("listing_image_invalid", { name: "a.gif" })).toEqual({
      title: LISTING_UPLOAD_TEXT.invalidFileTitle,
      description: LISTING_UPLOAD_TEXT.invalidFile("a.gif"),
    });
    expect(text("listing_image_too_large", { name: "a.jpg" })).toEqual({
      title: LISTING_UPLOAD_TEXT.tooLargeTitle,
      description: LISTING_UPLOAD_TEXT.tooLarge("a.jpg"),
    });
  });
});

describe("the payment texts", () => {
  it("are the words of docs/product.md, with the gateway's own when it gave some", () => {
    expect(text("payment_invalid_phone").title).toBe("Invalid Phone Number");
    expect(text("payment_rejected", { message: "Number not registered" })).toEqual({
      title: "Payment Failed",
      description: "Number not registered",
    });
    expect(text("payment_rejected", { message: "" })).toEqual({
      title: "Payment Failed",
      description: "Unable to process payment. Please try again.",
    });
    expect(text("wallet_insufficient_balance", { balance: "5000.00", fee: "10000.50" }).description).toContain(
      "TZS 5,000; this fee is TZS 10,000.50",
    );
  });

  it("give the top-up limits and the payment form's own words", () => {
    expect(text("payment_amount_invalid").description).toBe(
      `Please enter a whole amount from ${formatTzsExact(WALLET_RULES.minTopUp)} to ${formatTzsExact(WALLET_RULES.maxTopUp)}.`,
    );
    expect(text("payment_amount_invalid").description).toBe(
      "Please enter a whole amount from TZS 1,000 to TZS 3,000,000.",
    );
    const formProblems = {
      payment_missing_information: "missing",
      payment_invalid_phone: "phone",
      payment_invalid_email: "email",
      payment_unsupported_network: "network",
    } as const;
    for (const [reason, problem] of Object.entries(formProblems) as [ErrorReason, keyof typeof PAYMENT_FORM_TEXT][]) {
      const { title, description } = PAYMENT_FORM_TEXT[problem];
      expect(text(reason)).toEqual({ title, description });
    }
  });
});
