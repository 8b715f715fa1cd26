import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatTzsExact } from "~/lib/shared/money";
import { m } from "~/paraglide/messages";
import { ActionForm } from "../shared/action-form";
import { BackLink } from "../shared/back-link";
import { WalletIcon } from "../shared/icons";
import { useSubmitting } from "../shared/use-submitting";
import { type PayerDefaults, PaymentForm } from "./payment-form";

/**
 * Paying something at once from the wallet: the balance, and a button posting `pay-wallet` (with
 * the page's own hidden fields) when it covers the amount; otherwise the way to add balance.
 */
export function WalletPayCard({
  balance,
  amount,
  payable,
  shortText,
  balanceTestId,
  children,
}: {
  balance: string;
  amount: string;
  payable: boolean;
  /** What the wallet is too short for ("Not enough for this fee."), in the reader's language. */
  shortText: string;
  balanceTestId: string;
  children?: ReactNode;
}) {
  const paying = useSubmitting("pay-wallet");
  return (
    <Card
      headingId="wallet-pay-title"
      heading={
        <>
          <WalletIcon width={18} height={18} /> {m.payments_pay_from_wallet_heading()}
        </>
      }
      className="mt-4"
    >
      <p className="mt-1 text-sm text-slate-600">
        {m.payments_balance_label()} <span data-testid={balanceTestId}>{formatTzsExact(balance)}</span>
      </p>
      {payable ? (
        <ActionForm className="mt-3">
          <input type="hidden" name="intent" value="pay-wallet" />
          {children}
          <Button type="submit" disabled={paying} size="lg" className="w-full">
            {paying ? m.payments_processing() : m.payments_pay_amount_from_wallet({ amount: formatTzsExact(amount) })}
          </Button>
        </ActionForm>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          {shortText} {/* A full page load, as the wallet does (docs/product.md#wallet). */}
          <Link reloadDocument to="/wallet/add-balance" className="font-medium text-brand underline">
            {m.payments_add_balance()}
          </Link>{" "}
          {m.payments_or_pay_by_mobile_below()}
        </p>
      )}
    </Card>
  );
}

/** Paying by mobile money: the payment form with the page's hidden fields, and an optional note above it. */
export function MobilePayCard({
  payer,
  amount,
  note,
  children,
}: {
  payer: PayerDefaults;
  amount: number | string;
  note?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card headingId="mobile-pay-title" heading={m.payments_pay_by_mobile()} className="mt-4">
      {note ? <p className="mt-1 text-sm text-slate-600">{note}</p> : null}
      <div className="mt-4">
        <PaymentForm defaults={payer} payLabel={m.payments_pay_amount({ amount: formatTzsExact(amount) })}>
          {children ?? null}
        </PaymentForm>
      </div>
    </Card>
  );
}

/**
 * A page where something is paid for (a listing fee, a month of premium): the way back, the
 * title, what is being paid for in a card named by its name, then the ways to pay (`children`).
 */
export function PaymentPage({
  backTo,
  backLabel,
  title,
  item,
  itemId,
  summary,
  children,
}: {
  backTo: string;
  backLabel: string;
  title: string;
  item: string;
  itemId: string;
  summary: ReactNode;
  children: ReactNode;
}) {
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-6">
      <BackLink to={backTo}>{backLabel}</BackLink>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{title}</h1>
      <Card heading={item} headingId={itemId} className="mt-4">
        {summary}
      </Card>
      {children}
    </main>
  );
}
