import { SHOP_ITEM_NOTICES } from "./shop-items";
import { SHOP_MANAGEMENT_TEXT } from "./shop-text";
import type { Toast } from "./toast";

/**
 * Toasts a page shows after a redirect: an action or a loader names one and the flash carries it
 * to the next page (app/.server/http/flash.ts). Named here so a kind's rules (lib/listing-kinds)
 * can say which to show.
 */
export const NOTICES = {
  "product-posted": { title: "Product posted", description: "Your product is now live on Chuo Market." },
  "product-pending": { title: "Product saved", description: "It will go live once its listing fee is paid. You can see the fee below." },
  "product-updated": { title: "Product updated", description: "Your changes are saved." },
  "product-not-found": { title: "Error", description: "Product not found or you don't have permission to edit it.", variant: "destructive" },
  "accommodation-posted": { title: "Accommodation listed", description: "Your accommodation is now live on Chuo Market." },
  "accommodation-pending": { title: "Accommodation saved", description: "It will go live once its listing fee is paid. You can see the fee below." },
  "accommodation-updated": { title: "Accommodation updated", description: "Your changes are saved." },
  "accommodation-not-found": { title: "Error", description: "Accommodation not found or you don't have permission to edit it.", variant: "destructive" },
  "payment-initiated": { title: "Payment Initiated", description: "Please check your phone for payment instructions." },
  "payment-pending": { title: "Payment Pending", description: "We could not hear back from the payment service yet. If a prompt comes to your phone, approve it; this payment updates by itself." },
  "payment-completed": { title: "Payment Completed!", description: "Your payment has been successfully processed." },
  "shop-created": { title: "Shop created", description: "Your shop is open. Start its free trial on Shop Management to post promotions, events and services." },
  "shop-created-subscribe": { title: "Shop created", description: "Your shop is open. Subscribe on Shop Management to post promotions, events and services." },
  "shop-updated": { title: "Shop updated", description: "Your changes are saved." },
  "shop-not-found": { title: "Error fetching shop", description: "Shop not found or you don't have permission to edit it.", variant: "destructive" },
  "subscription-activated": SHOP_MANAGEMENT_TEXT.activated,
  "email-confirmed": { title: "E-mail confirmed", description: "Welcome to Chuo Market! Your account is ready." },
  "email-confirmed-sign-in": { title: "E-mail confirmed", description: "Your account is ready. Sign in to start buying and selling." },
  "fee-not-due": { title: "Nothing to pay", description: "This listing's fee is already paid." },
  ...SHOP_ITEM_NOTICES,
} as const satisfies Record<string, Toast>;

export type NoticeKey = keyof typeof NOTICES;
