import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { inLocale } from "~/.server/i18n/request-locale";
import { type ReceiptData, renderReceiptPdf, toWinAnsi } from "./receipt-pdf";

const receipt: ReceiptData = {
  receiptNumber: "CM-2026-000123",
  paidAt: new Date("2026-11-24T11:05:00Z"),
  payerName: "Amina Juma",
  payerEmail: "amina@udsm.ac.tz",
  payerPhone: "255712345678",
  itemName: "Room near Mlimani City",
  purpose: "Listing fee",
  methodLabel: "M-Pesa",
  amount: "10000.00",
  transactionId: "MP261124.1405.A12345",
  orderId: "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
};

/** Reads the PDF as a viewer would: pdf.js inflates the streams and maps the glyphs back to text. */
async function readPdf(bytes: Buffer) {
  // verbosity 0: pdf.js would log a warning for each standard font it has no file for.
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : "")).join(""));
    }
    const { info } = await pdf.getMetadata();
    return { numPages: pdf.numPages, text: pages.join("\n"), info: info as Record<string, unknown> };
  } finally {
    await pdf.destroy();
  }
}

describe("renderReceiptPdf", () => {
  it("makes a compressed one-page PDF with every detail of the payment", async () => {
    const bytes = await renderReceiptPdf(receipt);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.toString("latin1")).toContain("/FlateDecode");

    const { numPages, text, info } = await readPdf(bytes);
    expect(numPages).toBe(1);
    for (const expected of [
      "Chuo Market",
      "Payment receipt",
      "CM-2026-000123",
      "Tue, 24 Nov 2026, 14:05 EAT",
      "Amina Juma",
      "amina@udsm.ac.tz",
      "255712345678",
      "Room near Mlimani City",
      "Listing fee",
      "M-Pesa",
      "TZS 10,000",
      "MP261124.1405.A12345",
      "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
      "Thank you for using Chuo Market. Payments in TZS through a mobile-money processor.",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("10,000.00");
    expect(info.Title).toBe("Chuo Market receipt CM-2026-000123");
    expect(info.Author).toBe("Chuo Market");
  });

  it("is worded in Kiswahili for a Kiswahili payer, with the amount as in English", async () => {
    const { text: lines, info } = await readPdf(
      await renderReceiptPdf({ ...receipt, purpose: "Ada ya tangazo" }, "sw"),
    );
    // Kiswahili runs longer: the closing line wraps, so words are compared with spaces made single.
    const text = lines.replace(/\s+/g, " ");
    for (const expected of [
      "Chuo Market",
      "Risiti ya malipo",
      "Namba ya risiti",
      "Tarehe",
      "Imelipwa na",
      "Kilicholipiwa",
      "Aina ya malipo",
      "Ada ya tangazo",
      "Njia ya malipo",
      "Kiasi",
      "TZS 10,000",
      "Namba ya muamala",
      "Namba ya oda",
      "Asante kwa kutumia Chuo Market. Malipo kwa TZS kupitia mtoa huduma wa pesa kwa simu.",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Jumanne/);
    for (const english of ["Payment receipt", "Receipt number", "Paid by", "Thank you"])
      expect(text).not.toContain(english);
    expect(info.Title).toBe("Risiti ya Chuo Market CM-2026-000123");
  });

  it("follows the payer's language, not the request's, and reads a payer with no saved language in English", async () => {
    const inSwahiliRequest = await inLocale("sw", () => renderReceiptPdf(receipt, "en"));
    expect((await readPdf(inSwahiliRequest)).text).toContain("Payment receipt");
    expect((await readPdf(await inLocale("sw", () => renderReceiptPdf(receipt, null)))).text).toContain(
      "Receipt number",
    );
    expect((await readPdf(await inLocale("sw", () => renderReceiptPdf(receipt)))).text).toContain("Risiti ya malipo");
  });

  it("is the same file each time for the same payment", async () => {
    expect((await renderReceiptPdf(receipt)).equals(await renderReceiptPdf(receipt))).toBe(true);
  });

  it("prints cents, a dash for a missing transaction id, and no phone row when there is none", async () => {
    const { text } = await readPdf(
      await renderReceiptPdf({
        ...receipt,
        amount: "12.50",
        transactionId: null,
        payerPhone: null,
        methodLabel: "Wallet",
      }),
    );
    expect(text).toContain("TZS 12.50");
    expect(text).toMatch(/Transaction ID\s+—/);
    expect(text).not.toContain("255712345678");
  });

  it("replaces what Helvetica cannot show in a name and keeps accented Latin", async () => {
    const bytes = await renderReceiptPdf({ ...receipt, payerName: "Zoë 😀 王芳", itemName: "Café table 👨‍👩‍👧" });
    const { numPages, text } = await readPdf(bytes);
    expect(numPages).toBe(1);
    expect(text).toContain("Zoë ? ??");
    expect(text).toContain("Café table ?");
  });

  it("stays on one page when every value is overlong", async () => {
    const long = "Very long words that keep going ".repeat(40);
    const { numPages, text } = await readPdf(
      await renderReceiptPdf({
        ...receipt,
        payerName: long,
        payerEmail: long,
        itemName: long,
        purpose: long,
        methodLabel: long,
      }),
    );
    expect(numPages).toBe(1);
    expect(text).toContain("Thank you for using Chuo Market.");
  });
});

describe("toWinAnsi", () => {
  it("keeps ASCII, Latin-1 and WinAnsi's punctuation", () => {
    expect(toWinAnsi("Amina Juma")).toBe("Amina Juma");
    expect(toWinAnsi("Zoë Ñúñez — “€5” …")).toBe("Zoë Ñúñez — “€5” …");
  });

  it("replaces each character it cannot show with one question mark", () => {
    expect(toWinAnsi("Hi 😀")).toBe("Hi ?");
    expect(toWinAnsi("王芳")).toBe("??");
    expect(toWinAnsi("Асель")).toBe("?????");
    expect(toWinAnsi("👨‍👩‍👧 🇹🇿")).toBe("? ?");
  });

  it("composes accents typed as combining marks and turns control characters into spaces", () => {
    expect(toWinAnsi("Cafe\u0301")).toBe("Café");
    expect(toWinAnsi("a\tb\nc")).toBe("a b c");
    expect(toWinAnsi("a\u0000b\u0085c")).toBe("a?b?c");
  });
});
