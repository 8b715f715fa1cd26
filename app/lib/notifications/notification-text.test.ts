import { describe, expect, it } from "vitest";
import { inLocale } from "#tests/setup/in-locale";
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
      message:
        "Mama Ntilie's subscription ends on 24 Dec 2026. Keep TShs 50,000 in your wallet for a premium shop to renew by itself, or subscribe on Shop Management.",
    });
    expect(
      describeNotification(facts({ kind: "subscription_expired", shopName: "Mama Ntilie", periodEnd })).title,
    ).toBe("Subscription expired");
    expect(
      describeNotification(facts({ kind: "subscription_renewed", shopName: "Mama Ntilie", periodEnd })).message,
    ).toContain("now running to 24 Dec 2026");
  });

  it("names what a payment was for, by its item or else its purpose", () => {
    expect(
      describeNotification(
        facts({
          kind: "payment_completed",
          paymentAmount: "150.00",
          paymentType: "listing_fee",
          paymentItem: "Lab coat",
        }),
      ).message,
    ).toBe("Your payment of TZS 150 for Lab coat went through.");
    expect(
      describeNotification(
        facts({ kind: "payment_failed", paymentAmount: "50000.00", paymentType: "shop_subscription" }),
      ).message,
    ).toContain("TZS 50,000 for Shop subscription did not go through");
  });

  it("names the listing's kind in its own words, a product when it is unknown", () => {
    expect(
      describeNotification(
        facts({ kind: "listing_favorited", listingKind: "accommodation", listingTitle: "Room in Sinza" }),
      ).message,
    ).toBe('A student saved your accommodation "Room in Sinza" to their favorites.');
    expect(
      describeNotification(
        facts({
          kind: "seller_listed",
          listingKind: "accommodation",
          actorName: "Pendo",
          listingTitle: "Room in Sinza",
        }),
      ).message,
    ).toBe('Pendo listed an accommodation: "Room in Sinza".');
    expect(
      describeNotification(
        facts({ kind: "seller_listed", listingKind: null, actorName: "Pendo", listingTitle: "Lab coat" }),
      ).message,
    ).toBe('Pendo listed a product: "Lab coat".');
  });

  it("says where the money went when a payment was given up on or arrived too late", () => {
    expect(
      describeNotification(facts({ kind: "payment_cancelled", paymentAmount: "150.00", paymentItem: "Lab coat" }))
        .message,
    ).toContain("the money will reach your wallet");
    expect(
      describeNotification(facts({ kind: "payment_refunded", paymentAmount: "150.00", paymentItem: "Lab coat" })),
    ).toEqual({
      title: "Payment added to your wallet",
      message:
        "Your payment of TZS 150 for Lab coat arrived when it was no longer needed, so it was added to your wallet balance.",
    });
  });

  it("tells a seller what a moderator did to their listing and why, in the moderator's own words", () => {
    const listing = { listingKind: "product", listingTitle: "Lab coat" };
    expect(describeNotification(facts({ kind: "listing_under_review", ...listing }))).toEqual({
      title: "Listing under review",
      message: 'Your listing "Lab coat" was reported by several students and is under review.',
    });
    expect(describeNotification(facts({ kind: "listing_hidden", ...listing, note: "Photos of another item" }))).toEqual(
      {
        title: "Listing hidden",
        message: 'Your listing "Lab coat" was hidden by a moderator: Photos of another item',
      },
    );
    expect(
      describeNotification(facts({ kind: "listing_removed", ...listing, note: "Counterfeit goods" })).message,
    ).toBe('Your listing "Lab coat" was removed by a moderator: Counterfeit goods');
    expect(describeNotification(facts({ kind: "listing_restored", ...listing })).message).toBe(
      'Your listing "Lab coat" is live again.',
    );
    expect(describeNotification(facts({ kind: "account_warned", note: "Be polite to buyers" }))).toEqual({
      title: "Warning from a moderator",
      message: "A moderator warned you: Be polite to buyers",
    });
    expect(describeNotification(facts({ kind: "moderation_needed", ...listing })).message).toBe(
      "A listing was taken down by reports and waits for review.",
    );
  });

  it("tells a reporter whether action was taken, never the penalty", () => {
    expect(describeNotification(facts({ kind: "report_actioned", note: "Suspended for 30 days" }))).toEqual({
      title: "Report reviewed",
      message: "Thank you: we reviewed your report and took action.",
    });
    expect(describeNotification(facts({ kind: "report_dismissed" })).message).toBe(
      "We reviewed your report and found no breach of our rules.",
    );
  });

  it("words moderation notices in Kiswahili for a Kiswahili reader", () => {
    inLocale("sw", () => {
      expect(
        describeNotification(
          facts({ kind: "listing_hidden", listingTitle: "Lab coat", note: "Picha si za bidhaa hii" }),
        ),
      ).toEqual({
        title: "Tangazo limefichwa",
        message: 'Tangazo lako "Lab coat" limefichwa na msimamizi: Picha si za bidhaa hii',
      });
      expect(describeNotification(facts({ kind: "listing_under_review", listingTitle: "Lab coat" })).message).toBe(
        'Tangazo lako "Lab coat" limeripotiwa na wanafunzi kadhaa na sasa linakaguliwa.',
      );
      expect(describeNotification(facts({ kind: "account_warned", note: "Kuwa mstaarabu" })).message).toBe(
        "Msimamizi amekuonya: Kuwa mstaarabu",
      );
      expect(describeNotification(facts({ kind: "report_actioned" })).message).toBe(
        "Asante: tumekagua ripoti yako na tumechukua hatua.",
      );
      expect(describeNotification(facts({ kind: "report_dismissed" })).message).toBe(
        "Tumekagua ripoti yako na hatukuona ukiukaji wa sheria zetu.",
      );
      expect(describeNotification(facts({ kind: "moderation_needed" })).title).toBe("Ukaguzi unahitajika");
    });
  });

  it("shows older rows' own words, and something sensible for an unknown kind", () => {
    expect(describeNotification(facts({ title: "Welcome", message: "Hello" }))).toEqual({
      title: "Welcome",
      message: "Hello",
    });
    expect(describeNotification(facts({ kind: "from_the_future" })).title).toBe("Notification");
  });

  it("words a notification in Kiswahili for a Kiswahili reader, naming the kind in its own words", () => {
    inLocale("sw", () => {
      expect(
        describeNotification(facts({ kind: "message_received", actorName: "Juma", listingTitle: "Gas cooker" })),
      ).toEqual({
        title: "Ujumbe mpya",
        message: 'Juma amekutumia ujumbe kuhusu "Gas cooker".',
      });
      expect(
        describeNotification(
          facts({ kind: "listing_favorited", listingKind: "accommodation", listingTitle: "Room in Sinza" }),
        ).message,
      ).toBe('Mwanafunzi ameweka malazi yako "Room in Sinza" kwenye vipendwa vyake.');
      expect(
        describeNotification(facts({ kind: "seller_listed", listingKind: null, listingTitle: "Lab coat" })).message,
      ).toBe('Muuzaji unayemfuata ameweka bidhaa: "Lab coat".');
      expect(
        describeNotification(facts({ kind: "payment_completed", paymentAmount: "150.00", paymentItem: "Lab coat" })),
      ).toEqual({
        title: "Malipo yamekamilika",
        message: "Lab coat: malipo yako ya TZS 150 yamekamilika.",
      });
      expect(describeNotification(facts({ kind: "subscription_expired" })).message).toBe(
        "Kifurushi cha duka lako kimeisha: ofa, matukio na huduma zake zimefichwa hadi utakapolipia kifurushi tena.",
      );
      expect(describeNotification(facts({ kind: "from_the_future" })).title).toBe("Arifa");
      // Older rows keep their own words, whatever the reader's language.
      expect(describeNotification(facts({ title: "Welcome", message: "Hello" }))).toEqual({
        title: "Welcome",
        message: "Hello",
      });
    });
    expect(
      describeNotification(facts({ kind: "message_received", actorName: "Juma", listingTitle: "Gas cooker" })).title,
    ).toBe("New message");
  });
});
