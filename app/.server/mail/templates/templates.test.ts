import { describe, expect, it } from "vitest";
import { inLocale } from "~/.server/i18n/request-locale";
import { confirmationEmail } from "./confirmation-email";
import { passwordLockEmail } from "./password-lock-email";
import { passwordResetEmail } from "./password-reset-email";

const url = "https://chuo.example/confirm-email?token=abc";

describe("the e-mails", () => {
  it("say today's English by default", () => {
    const mail = confirmationEmail({ to: "asha@example.co.tz", url });
    expect(mail.subject).toBe("Confirm your Chuo Market account");
    expect(mail.text).toBe(
      `Hello,\n\nWelcome to Chuo Market! Confirm your e-mail address to finish creating your account:\n\n${url}\n\nThe link works for 24 hours. If you did not sign up, ignore this e-mail.\n`,
    );
    expect(passwordResetEmail({ to: "a@b.tz", url }).text).toContain(
      "Someone asked to reset the password of your Chuo Market account. Choose a new password here:",
    );
  });

  it("are worded in the request's language when the recipient made the request", () => {
    const mail = inLocale("sw", () => confirmationEmail({ to: "asha@example.co.tz", url }));
    expect(mail.subject).toBe("Thibitisha akaunti yako ya Chuo Market");
    expect(mail.text).toBe(
      `Habari,\n\nKaribu Chuo Market! Thibitisha anwani yako ya barua pepe ili ukamilishe kufungua akaunti yako:\n\n${url}\n\nKiungo hiki kinafanya kazi kwa saa 24. Kama hukujisajili, puuza barua pepe hii.\n`,
    );
    expect(mail.html).toContain("<p>Habari,</p>");
    expect(mail.html).toContain(">Thibitisha akaunti yangu</a>");
    const reset = inLocale("sw", () => passwordResetEmail({ to: "a@b.tz", url }));
    expect(reset.subject).toBe("Weka upya nenosiri lako la Chuo Market");
    expect(reset.text).toContain("Chagua nenosiri jipya hapa:");
  });

  it("are worded in the recipient's saved language when it is named, whoever's request sends them", () => {
    const at = new Date("2026-03-03T11:30:00Z");
    const links = { profileUrl: "https://chuo.example/profile", resetUrl: "https://chuo.example/forgot-password" };
    const lock = inLocale("en", () => passwordLockEmail({ to: "a@b.tz", at, ...links, language: "sw" }));
    expect(lock.subject).toBe("Mtu anajaribu nenosiri lako la Chuo Market");
    expect(lock.text).toMatch(/^Habari,\n\nNenosiri lisilo sahihi limeandikwa mara kadhaa/);
    // The month in full, the time of day in 24-hour digits (docs/glossary.md#dates-and-times).
    expect(lock.text).toContain("Jumanne, 3 Machi 2026, 14:30 (saa za Afrika Mashariki)");
    expect(lock.text).toContain(
      "Wasifu wako: https://chuo.example/profile\nWeka upya nenosiri lako: https://chuo.example/forgot-password\n",
    );
    // No saved language is English, even in a Kiswahili reader's request (the guesser's).
    const english = inLocale("sw", () => passwordLockEmail({ to: "a@b.tz", at, ...links, language: null }));
    expect(english.subject).toBe("Someone is trying your Chuo Market password");
    expect(english.text).toContain("(East Africa Time)");
    expect(inLocale("en", () => confirmationEmail({ to: "a@b.tz", url, language: "sw" })).subject).toBe(
      "Thibitisha akaunti yako ya Chuo Market",
    );
  });
});
