import { requireUser } from "~/.server/auth/require-user";
import { getReceipt } from "~/.server/domain/payments/get-receipt";
import { renderReceiptPdf } from "~/.server/payments/receipt-pdf";
import { currentLocale } from "~/lib/shared/i18n/page-locale";
import type { Route } from "./+types/receipt";

/**
 * The payer's receipt as a PDF, made on the server; anyone else is told there is no such payment.
 * Only its payer downloads it, so it is worded in this request's language, the payer's own:
 * getReceipt words what it was for and how it was paid, and the PDF the rest, in that language.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const paymentId = new URL(request.url).searchParams.get("payment_id") ?? "";
  const receipt = await getReceipt(context.db, user.id, paymentId);
  const pdf = await renderReceiptPdf(receipt, currentLocale());
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="chuo-market-receipt-${receipt.receiptNumber}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
