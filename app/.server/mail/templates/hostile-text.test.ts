import { readdirSync } from "node:fs";
import path from "node:path";
import { LinkifyIt } from "linkify-it";
import { describe, expect, it } from "vitest";
import { NOTICE_KINDS, NOTICE_RULES, type NoticeKind } from "~/lib/notifications/notice-kinds";
import { describeNotification } from "~/lib/notifications/notification-text";
import { LOCALES, type Locale } from "~/lib/shared/i18n/locales";
import type { MailMessage } from "../mailer";
import { confirmationEmail } from "./confirmation-email";
import { type NoticeItem, noticeEmail, noticeSms } from "./notice-email";
import { passwordLockEmail } from "./password-lock-email";
import { passwordResetEmail } from "./password-reset-email";
import { studentVerificationEmail } from "./student-verification-email";

/** The probe's "name": a phishing link a stranger typed where a name goes. */
const HOSTILE = "Win http://evil.example now";
/** What of it must never reach a subject or first line, nor be a link anywhere. */
const PIECES = ["Win", "evil"];

const OURS = "https://chuo.example";
const url = `${OURS}/confirm-email?token=abc`;
const links = {
  profileUrl: `${OURS}/profile`,
  resetUrl: `${OURS}/forgot-password`,
  unsubscribeUrl: `${OURS}/notices/unsubscribe?token=u`,
  settingsUrl: `${OURS}/profile`,
};

/**
 * A recipient as a caller might hand it, name and all: however a template is called, what a
 * stranger typed never opens the mail (a variable, so the name passes the type check, as an older
 * caller's would).
 */
const recipient = { to: "victim@gmail.com", name: HOSTILE };

/** Every stranger-typed fact of a notification set to the hostile text. */
function hostileItem(kind: string): NoticeItem {
  const words = describeNotification({
    kind,
    title: HOSTILE,
    message: HOSTILE,
    periodEnd: "2026-12-24T09:00:00Z",
    shopName: HOSTILE,
    listingTitle: HOSTILE,
    listingKind: "product",
    paymentAmount: "1000.00",
    paymentType: "listing_fee",
    paymentItem: HOSTILE,
    actorName: HOSTILE,
    note: HOSTILE,
  });
  return { ...words, url: `${OURS}/notifications` };
}

/** Each notice kind with every notification kind that feeds it, hostile. */
const itemsOf = (kind: NoticeKind) =>
  Object.entries(NOTICE_RULES)
    .filter(([, rule]) => rule.notice === kind)
    .map(([notification]) => hostileItem(notification));

/** Every mail template, each called with the hostile text wherever a stranger's words can reach it. */
const MAILS: Record<string, (language: Locale) => MailMessage[]> = {
  "confirmation-email": (language) => [confirmationEmail({ ...recipient, url, language })],
  "password-reset-email": (language) => [passwordResetEmail({ ...recipient, url, language })],
  "password-lock-email": (language) => [
    passwordLockEmail({ ...recipient, at: new Date("2026-03-03T11:30:00Z"), ...links, language }),
  ],
  "student-verification-email": (language) => [
    studentVerificationEmail({
      ...recipient,
      university: "University of Dar es Salaam",
      url,
      validHours: 48,
      language,
    }),
  ],
  "notice-email": (language) =>
    NOTICE_KINDS.flatMap((kind) => {
      const items = itemsOf(kind);
      // One alone (its own title as the subject) and a digest of all of them.
      return [items.slice(0, 1), [...items, ...items]].map((some) =>
        noticeEmail({ ...recipient, kind, items: some, ...links, language }),
      );
    }),
};

const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true });
/** The links a mail client could find in a text: ours only. */
const foundLinks = (text: string) => (linkify.match(text) ?? []).map((match) => match.url);

describe("what strangers typed, in the mail and SMS we send", () => {
  it("covers every template in the folder", () => {
    const templates = readdirSync(path.resolve(import.meta.dirname)).filter((file) => file.endsWith("-email.ts"));
    expect(Object.keys(MAILS).sort()).toEqual(templates.map((file) => file.replace(/\.ts$/, "")).sort());
  });

  for (const language of LOCALES) {
    it.each(Object.keys(MAILS))(
      `is never in the subject or first line, nor a link, in %s (${language})`,
      (template) => {
        const mails = MAILS[template]!(language);
        expect(mails.length).toBeGreaterThan(0);
        for (const mail of mails) {
          const firstLine = mail.text.split("\n")[0]!;
          const firstParagraph = /^<p>(.*?)<\/p>/.exec(mail.html ?? "")?.[1] ?? "";
          for (const piece of PIECES) {
            expect(mail.subject).not.toContain(piece);
            expect(firstLine).not.toContain(piece);
            expect(firstParagraph).not.toContain(piece);
          }
          // The greeting names nobody.
          expect(firstLine).toBe(language === "sw" ? "Habari," : "Hello,");
          for (const found of [...foundLinks(mail.subject), ...foundLinks(mail.text), ...foundLinks(mail.html ?? "")])
            expect(found.startsWith(OURS), found).toBe(true);
          for (const [, href] of (mail.html ?? "").matchAll(/href="([^"]*)"/g))
            expect(href!.startsWith(OURS), href).toBe(true);
          expect(`${mail.text}${mail.html}`).not.toContain("evil.example");
        }
      },
    );

    it(`by SMS is no link and no name either (${language})`, () => {
      for (const kind of NOTICE_KINDS) {
        const items = itemsOf(kind);
        for (const some of [items.slice(0, 1), [...items, ...items]]) {
          const text = noticeSms({ kind, items: some, url: `${OURS}/notifications`, language });
          for (const piece of PIECES) expect(text).not.toContain(piece);
          for (const found of foundLinks(text)) expect(found.startsWith(OURS), found).toBe(true);
        }
      }
    });
  }
});
