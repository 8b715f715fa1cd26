import { describe, expect, it } from "vitest";
import { inLocale } from "../../tests/setup/in-locale";
import { describeNotification, type NotificationFacts } from "./notification-text";

const facts = (values: Partial<NotificationFacts>): NotificationFacts => ({
  kind: null,
  title: null,
  message: null,
  periodEnd: null,
  shopName: null,
  listingTitle: null,
  listingKind: null,
  paymentAmount: null,
  paymentType: null,
  paymentItem: null,
  ...values,
});

describe("notification words", () => {
  it("names the shop and the period of subscription notices", () => {
    const periodEnd = "2026-12-24T09:00:00Z";
    expect(describeNotification(facts({ kind: "subscription_expiring", shopName: "Mama Ntilie", periodEnd }))).toEqual({
      title: "Subscription expiring soon",
      message: "Mama Ntilie's subscription ends on 24 Dec 2026. Keep TShs 50,000 in your wallet for a premium shop to renew by itself, or subscribe on Shop Management.",
    });
    expect(describeNotification(facts({ kind: "subscription_expired", shopName: "Mama Ntilie", periodEnd })).title).toBe("Subscription expired");
    expect(describeNotification(facts({ kind: "subscription_renewed", shopName: "Mama Ntilie", periodEnd })).message).toContain("now running to 24 Dec 2026");
  });

  it("names what a payment was for, by its item or else its purpose", () => {
    expect(describeNotification(facts({ kind: "payment_completed", paymentAmount: "150.00", paymentType: "listing_fee", paymentItem: "Lab coat" })).message).toBe(
      "Your payment of TZS 150 for Lab coat went through.",
    );
    expect(describeNotification(facts({ kind: "payment_failed", paymentAmount: "50000.00", paymentType: "shop_subscription" })).message).toContain(
      "TZS 50,000 for Shop subscription did not go through",
    );
  });

  it("names the listing's kind in its own words, a product when it is unknown", () => {
    expect(describeNotification(facts({ kind: "listing_favorited", listingKind: "accommodation", listingTitle: "Room in Sinza" })).message).toBe(
      'A student saved your accommodation "Room in Sinza" to their favorites.',
    );
    expect(describeNotification(facts({ kind: "seller_listed", listingKind: "accommodation", actorName: "Pendo", listingTitle: "Room in Sinza" })).message).toBe(
      'Pendo listed an accommodation: "Room in Sinza".',
    );
    expect(describeNotification(facts({ kind: "seller_listed", listingKind: null, actorName: "Pendo", listingTitle: "Lab coat" })).message).toBe('Pendo listed a product: "Lab coat".');
  });

  it("says where the money went when a payment was given up on or arrived too late", () => {
    expect(describeNotification(facts({ kind: "payment_cancelled", paymentAmount: "150.00", paymentItem: "Lab coat" })).message).toContain("the money will reach your wallet");
    expect(describeNotification(facts({ kind: "payment_refunded", paymentAmount: "150.00", paymentItem: "Lab coat" }))).toEqual({
      title: "Payment added to your wallet",
      message: "Your payment of TZS 150 for Lab coat arrived when it was no longer needed, so it was added to your wallet balance.",
    });
  });

  it("shows older rows' own words, and something sensible for an unknown kind", () => {
    expect(describeNotification(facts({ title: "Welcome", message: "Hello" }))).toEqual({ title: "Welcome", message: "Hello" });
    expect(describeNotification(facts({ kind: "from_the_future" })).title).toBe("Notification");
  });

  it("words a notification in Kiswahili for a Kiswahili reader, naming the kind in its own words", () => {
    inLocale("sw", () => {
      expect(describeNotification(facts({ kind: "message_received", actorName: "Juma", listingTitle: "Gas cooker" }))).toEqual({
        title: "Ujumbe mpya",
        message: 'Juma amekutumia ujumbe kuhusu "Gas cooker".',
      });
      expect(describeNotification(facts({ kind: "listing_favorited", listingKind: "accommodation", listingTitle: "Room in Sinza" })).message).toBe(
        'Mwanafunzi ameweka malazi yako "Room in Sinza" kwenye vipendwa vyake.',
      );
      expect(describeNotification(facts({ kind: "seller_listed", listingKind: null, listingTitle: "Lab coat" })).message).toBe('Muuzaji unayemfuata ameweka bidhaa: "Lab coat".');
      expect(describeNotification(facts({ kind: "payment_completed", paymentAmount: "150.00", paymentItem: "Lab coat" }))).toEqual({
        title: "Malipo yamekamilika",
        message: "Malipo yako ya TZS 150 kwa ajili ya Lab coat yamefanikiwa.",
      });
      expect(describeNotification(facts({ kind: "subscription_expired" })).message).toBe("Kifurushi cha duka lako kimeisha: ofa, matukio na huduma zake zimefichwa hadi utakapolipia kifurushi tena.");
      expect(describeNotification(facts({ kind: "from_the_future" })).title).toBe("Arifa");
      // Older rows keep their own words, whatever the reader's language.
      expect(describeNotification(facts({ title: "Welcome", message: "Hello" }))).toEqual({ title: "Welcome", message: "Hello" });
    });
    expect(describeNotification(facts({ kind: "message_received", actorName: "Juma", listingTitle: "Gas cooker" })).title).toBe("New message");
  });
});
