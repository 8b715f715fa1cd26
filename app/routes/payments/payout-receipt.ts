import { requireUser } from "~/.server/auth/require-user";
import { getPayoutReceipt } from "~/.server/domain/payments/payouts/get-payout-receipt";
import { renderPayoutReceiptPdf } from "~/.server/payments/receipt-pdf";
import { currentLocale } from "~/lib/shared/i18n/page-locale";
import type { Route } from "./+types/payout-receipt";

/** A paid withdrawal's receipt as a PDF, for its student only, in this request's language (as payments' receipts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const payoutId = new URL(request.url).searchParams.get("payout_id") ?? "";
  const receipt = await getPayoutReceipt(context.db, user.id, payoutId);
  const pdf = await renderPayoutReceiptPdf(receipt, currentLocale());
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="chuo-market-receipt-${receipt.receiptNumber}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
