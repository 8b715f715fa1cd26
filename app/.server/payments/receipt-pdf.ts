import PDFDocument from "pdfkit";
import { inLocale } from "~/.server/i18n/request-locale";
import { formatDateTime } from "~/lib/shared/dates";
import { DEFAULT_LOCALE, type Locale } from "~/lib/shared/i18n/locales";
import { currentLocale } from "~/lib/shared/i18n/page-locale";
import { formatTzsExact } from "~/lib/shared/money";
import { SITE_NAME } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";

export interface ReceiptData {
  receiptNumber: string;
  paidAt: Date;
  payerName: string;
  payerEmail: string;
  payerPhone: string | null;
  itemName: string;
  /** What the money was for: "Wallet top-up", "Listing fee" (worded by the caller, in the receipt's language). */
  purpose: string;
  /** How it was paid: "M-Pesa", "Wallet" (worded by the caller, in the receipt's language). */
  methodLabel: string;
  /** As the database gives it: "10000.00", "12.50". */
  amount: string;
  transactionId: string | null;
  orderId: string;
}

/** Unicode code points outside Latin-1 that WinAnsi still has (its 0x80-0x9F block). */
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
}

/**
 * Text the built-in Helvetica can show. Its encoding is WinAnsi, and pdfkit writes any other
 * character as a wrong byte or a blank glyph, so a name in emoji or another script would come out
 * as garbage. Each user-perceived character it cannot show becomes one "?", so a flag or a family
 * emoji is not several. NFC first, so an "e" typed with a combining accent is still "é".
 */
export function toWinAnsi(text: string): string {
  let out = "";
  for (const { segment } of graphemes.segment(text.normalize("NFC"))) {
    if (/^\s+$/.test(segment)) out += " ";
    else out += [...segment].every(isWinAnsi) ? segment : "?";
  }
  return out;
}

const MARGIN = 40;
const LABEL_WIDTH = 105;
const GREY = "#555555";

/**
 * A one-page A5 receipt. Compressed like any PDF we serve; text stays extractable. Its words are in
 * `language`: the payer's saved language (users.language, null for English) when it is made for
 * them outside a request, or by default the language of the request downloading it, which is the
 * payer's own (decision 0015). Dates follow the same language; amounts read "TZS 10,000" in both.
 */
export async function renderReceiptPdf(data: ReceiptData, language: Locale | null = currentLocale()): Promise<Buffer> {
  return inLocale(language ?? DEFAULT_LOCALE, () =>
    drawReceipt({
      number: data.receiptNumber,
      at: data.paidAt,
      heading: m.payments_receipt_heading(),
      rows: [
        [m.payments_receipt_number(), [data.receiptNumber]],
        [m.payments_detail_date(), [`${formatDateTime(data.paidAt)} EAT`]],
        [
          m.payments_receipt_paid_by(),
          [data.payerName, data.payerEmail, ...(data.payerPhone ? [data.payerPhone] : [])],
        ],
        [m.payments_detail_item(), [data.itemName]],
        [m.payments_receipt_purpose(), [data.purpose]],
        [m.payments_detail_method(), [data.methodLabel]],
        [m.payments_receipt_amount(), [formatTzsExact(data.amount)], true],
        [m.payments_detail_transaction_id(), [data.transactionId ?? "—"]],
        [m.payments_receipt_order_id(), [data.orderId]],
      ],
    }),
  );
}

/** A paid withdrawal's receipt (docs/payments.md#payouts). */
export interface PayoutReceiptData {
  receiptNumber: string;
  paidAt: Date;
  studentName: string;
  /** The number it went to, as Tanzanians write it, and the name the network gave for it. */
  number: string;
  registeredName: string | null;
  amount: string;
  fee: string;
  /** "Paid by Chuo Market" or the fee, worded by the caller. */
  feeText: string;
  sentAmount: string;
  reference: string | null;
  payoutId: string;
}

export async function renderPayoutReceiptPdf(
  data: PayoutReceiptData,
  language: Locale | null = currentLocale(),
): Promise<Buffer> {
  return inLocale(language ?? DEFAULT_LOCALE, () =>
    drawReceipt({
      number: data.receiptNumber,
      at: data.paidAt,
      heading: m.payments_payout_receipt_heading(),
      rows: [
        [m.payments_receipt_number(), [data.receiptNumber]],
        [m.payments_detail_date(), [`${formatDateTime(data.paidAt)} EAT`]],
        [
          m.payments_payout_receipt_paid_to(),
          [data.studentName, data.number, ...(data.registeredName ? [data.registeredName] : [])],
        ],
        [m.payments_withdraw_from_balance(), [formatTzsExact(data.amount)]],
        [m.payments_withdraw_fee(), [data.feeText]],
        [m.payments_withdraw_you_receive(), [formatTzsExact(data.sentAmount)], true],
        [m.payments_detail_transaction_id(), [data.reference ?? "—"]],
        [m.payments_receipt_order_id(), [data.payoutId]],
      ],
    }),
  );
}

/** [label, values, bold]: the amount stands out. */
type ReceiptRow = [string, string[], boolean?];

/** Draws a receipt in the current language; everything it words is worded before this returns. */
function drawReceipt(data: { number: string; at: Date; heading: string; rows: ReceiptRow[] }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A5",
    margin: MARGIN,
    info: {
      Title: toWinAnsi(m.payments_receipt_pdf_title({ site: SITE_NAME, number: data.number })),
      Author: SITE_NAME,
      // pdfkit stamps the current time and derives the file ID from it; the payment's time keeps
      // the same receipt byte-identical however often it is downloaded.
      CreationDate: data.at,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font("Helvetica-Bold").fontSize(20).fillColor("black").text(SITE_NAME, left, MARGIN);
  doc.font("Helvetica").fontSize(13).fillColor(GREY).text(toWinAnsi(data.heading));
  doc.moveDown(0.6);
  rule(doc, left, width);

  doc.fontSize(10);
  for (const [label, values, bold] of data.rows) {
    const top = doc.y;
    doc.font("Helvetica").fillColor(GREY).text(toWinAnsi(label), left, top, { width: LABEL_WIDTH });
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fillColor("black");
    doc.y = top;
    for (const value of values) {
      // Two lines at most, so an overlong name or item cannot push the receipt onto a second page.
      doc.text(toWinAnsi(value), left + LABEL_WIDTH, doc.y, {
        width: width - LABEL_WIDTH,
        height: doc.currentLineHeight(true) * 2,
        ellipsis: true,
      });
    }
    doc.moveDown(0.5);
  }

  rule(doc, left, width);
  doc
    .font("Helvetica")
    .fontSize(8.5)
    .fillColor(GREY)
    .text(toWinAnsi(m.payments_receipt_footer({ site: SITE_NAME })), left, doc.y, { width });

  doc.end();
  return done;
}

function rule(doc: PDFKit.PDFDocument, left: number, width: number): void {
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.5)
    .strokeColor("#bbbbbb")
    .stroke();
  doc.moveDown(0.8);
}
