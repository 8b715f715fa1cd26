import { describe, expect, it } from "vitest";
import { inLocale } from "~/.server/i18n/request-locale";
import { noticeEmail, noticeSms } from "./notice-email";

const links = {
  unsubscribeUrl: "https://chuo.example/notices/unsubscribe?token=u.k.s",
  settingsUrl: "https://chuo.example/profile",
};
const item = (n: number) => ({
  title: "New message",
  message: `Juma sent you a message about "Desk <${n}>".`,
  url: `https://chuo.example/messages/${n}`,
});

describe("the notice e-mail", () => {
  it("is one notice alone, with the one-click unsubscribe headers and the link for people", () => {
    const mail = noticeEmail({
      to: "asha@example.test",
      kind: "unread_message",
      items: [item(1)],
      ...links,
      language: null,
    });
    expect(mail.subject).toBe("New message");
    expect(mail.text).toBe(
      'Hello,\n\nJuma sent you a message about "Desk <1>".\n\nOpen it on Chuo Market: https://chuo.example/messages/1\n\n--\nYou get this e-mail because "Messages unread for 15 minutes" is turned on in your Chuo Market notices.\nStop these e-mails: https://chuo.example/notices/unsubscribe?token=u.k.s\nAll your notice settings: https://chuo.example/profile\n',
    );
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${links.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    // What a student typed is escaped in the HTML part.
    expect(mail.html).toContain("Desk &lt;1&gt;");
    expect(mail.html).not.toContain("<1>");
  });

  it("is a digest of every waiting one, in the recipient's saved language whoever's request it is", () => {
    const mail = inLocale("en", () =>
      noticeEmail({
        to: "a@b.tz",
        kind: "report_outcome",
        items: [item(1), item(2), item(3)],
        ...links,
        language: "sw",
      }),
    );
    expect(mail.subject).toBe("Arifa 3 mpya: Matokeo ya ripoti zako");
    expect(mail.text).toContain("Haya ndiyo yaliyotokea tangu barua pepe yetu ya mwisho:");
    for (const n of [1, 2, 3]) expect(mail.text).toContain(`https://chuo.example/messages/${n}`);
    expect(mail.html?.match(/<li>/g)).toHaveLength(3);
  });

  it("by SMS is short: a title alone, or how many of the kind wait", () => {
    expect(
      noticeSms({ kind: "unread_message", items: [item(1)], url: "https://chuo.example/messages/1", language: null }),
    ).toBe("Chuo Market: New message. Open https://chuo.example/messages/1");
    expect(
      noticeSms({
        kind: "shop_subscription",
        items: [item(1), item(2)],
        url: "https://chuo.example/notifications",
        language: "sw",
      }),
    ).toBe("Chuo Market: arifa 2 mpya (Tahadhari za kifurushi cha duka). Fungua https://chuo.example/notifications");
  });
});
