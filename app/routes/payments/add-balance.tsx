import { useEffect, useState } from "react";
import { Form, Link } from "react-router";
import { requireUser } from "~/.server/auth/require-user";
import { handleAction, signedIn } from "~/.server/http/forms-and-actions/action-kit";
import { refuse } from "~/.server/http/forms-and-actions/action-outcome";
import { PaymentForm } from "~/components/payments/payment-form";
import { BackLink } from "~/components/shared/back-link";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { inputClass } from "~/components/ui/text-field";
import { describeError } from "~/lib/error-text";
import { parseTopUpAmount, WALLET_RULES } from "~/lib/payments/wallet-rules";
import { formatTzsExact } from "~/lib/shared/money";
import { pageTitle } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/add-balance";
import { payByMobile, payerDefaults, toStartedPayment } from "./payment-intents.server";

export function meta() {
  return [{ title: pageTitle(m.payments_add_balance()) }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const amount = new URL(request.url).searchParams.get("amount") ?? "";
  return { payer: await payerDefaults(context, user, request), amount: /^\d{1,9}$/.test(amount) ? amount : "" };
}

/** After the prompt is sent the amount is cleared and the wallet shows (docs/product.md#wallet). */
const payTopUp = payByMobile(
  ({ form }) => {
    const amount = parseTopUpAmount(String(form.get("amount") ?? ""));
    return amount === null
      ? refuse(describeError({ reason: "payment_amount_invalid", values: {} }))
      : { type: "wallet_topup", amount };
  },
  (payment) => toStartedPayment(payment, "/wallet"),
);

export async function action(args: Route.ActionArgs) {
  return handleAction(args, { actor: signedIn, intents: { pay: payTopUp } });
}

export default function AddBalance({ loaderData }: Route.ComponentProps) {
  const [amount, setAmount] = useState(loaderData.amount);
  useEffect(() => setAmount(loaderData.amount), [loaderData.amount]);
  const value = Number(amount);
  const showForm = amount.trim() !== "" && Number.isFinite(value) && value > 0;

  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-6">
      {/* Back to the wallet with a full page load (docs/product.md#wallet). */}
      <BackLink reloadDocument to="/wallet">
        {m.payments_back_to_wallet()}
      </BackLink>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{m.payments_add_balance()}</h1>
      <p className="mt-1 text-sm text-slate-600">{m.payments_add_balance_intro()}</p>

      <section aria-labelledby="amount-title" className={cardClass("md", "mt-5")}>
        <h2 id="amount-title" className="font-semibold text-slate-900">
          {m.payments_choose_amount()}
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {WALLET_RULES.quickAmounts.map((quick) => (
            <li key={quick}>
              <Link
                to={`?amount=${quick}`}
                replace
                preventScrollReset
                aria-current={value === quick ? "true" : undefined}
                onClick={() => setAmount(String(quick))}
                className="block rounded-md border border-slate-300 px-3 py-2 text-center text-sm font-medium text-slate-800 hover:border-emerald-500 aria-[current=true]:border-brand aria-[current=true]:bg-emerald-50 aria-[current=true]:text-emerald-800"
              >
                {formatTzsExact(quick)}
              </Link>
            </li>
          ))}
        </ul>
        <Form method="get" className="mt-4 flex items-end gap-2">
          <div className="flex-1">
            <label htmlFor="custom-amount" className="text-sm font-medium text-slate-700">
              {m.payments_custom_amount()}
            </label>
            <input
              id="custom-amount"
              name="amount"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              aria-describedby="custom-amount-hint"
              className={inputClass}
            />
            <p id="custom-amount-hint" className="mt-1 text-xs text-slate-500">
              {m.payments_amount_bounds({
                min: formatTzsExact(WALLET_RULES.minTopUp),
                max: formatTzsExact(WALLET_RULES.maxTopUp),
              })}
            </p>
          </div>
          <noscript>
            <Button type="submit" variant="secondary">
              {m.payments_continue()}
            </Button>
          </noscript>
        </Form>
      </section>

      {showForm ? (
        <section aria-labelledby="pay-title" className={cardClass("md", "mt-5")}>
          <h2 id="pay-title" className="font-semibold text-slate-900">
            {m.payments_pay_amount_by_mobile({ amount: formatTzsExact(value) })}
          </h2>
          <div className="mt-4">
            <PaymentForm
              defaults={loaderData.payer}
              payLabel={m.payments_pay_amount({ amount: formatTzsExact(value) })}
            >
              <input type="hidden" name="amount" value={amount} />
            </PaymentForm>
          </div>
        </section>
      ) : null}
    </main>
  );
}
