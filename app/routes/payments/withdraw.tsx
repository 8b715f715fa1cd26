import { useState } from "react";
import type { SessionUser } from "~/.server/auth/get-session-user";
import { requireUser } from "~/.server/auth/require-user";
import { freezeOwnMoney } from "~/.server/domain/payments/payouts/freeze-money";
import { getWithdrawalForm } from "~/.server/domain/payments/payouts/get-withdrawal-form";
import { requestWithdrawal } from "~/.server/domain/payments/payouts/request-withdrawal";
import { unfreezeMoney } from "~/.server/domain/payments/payouts/unfreeze-money";
import { handleAction, intent, signedIn } from "~/.server/http/forms-and-actions/action-kit";
import { goTo, stay } from "~/.server/http/forms-and-actions/action-outcome";
import { browserDevice } from "~/.server/http/request-facts/device-cookie";
import { ActionForm } from "~/components/shared/action-form";
import { BackLink } from "~/components/shared/back-link";
import { useSubmitting } from "~/components/shared/use-submitting";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { LinkButton } from "~/components/ui/link-button";
import { TextField } from "~/components/ui/text-field";
import { parseWithdrawalAmount } from "~/lib/payments/forms/withdrawal";
import { formatLocalNumber } from "~/lib/payments/mobile-money";
import { payoutToast } from "~/lib/payments/payout-text";
import { quotePayout } from "~/lib/payments/payouts";
import { formatDateTime } from "~/lib/shared/dates";
import { INTENT_FIELD } from "~/lib/shared/intent-field";
import { formatTzsExact } from "~/lib/shared/money";
import { pageTitle } from "~/lib/shared/site";
import { TOASTS } from "~/lib/toast-text";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/withdraw";

export function meta() {
  return [{ title: pageTitle(m.payments_withdraw_title()) }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  // No gateway set up to pay out: the page says so, and the balance stays.
  if (!context.payments.payouts) return { form: null };
  const device = browserDevice(request, { secure: context.env.publicUrl.startsWith("https:"), key: context.deviceKey });
  return { form: await getWithdrawalForm(context.db, context.payments.payouts, user.id, device.hash) };
}

export async function action(args: Route.ActionArgs) {
  return handleAction(args, {
    actor: signedIn,
    intents: {
      withdraw: intent<SessionUser>({
        run: async ({ context, request, actor, fields }) => {
          const result = await requestWithdrawal(context, request, actor, {
            amount: fields.amount ?? "",
            password: fields.password ?? "",
          });
          return goTo("/wallet", payoutToast(result.status));
        },
      }),
      freeze: intent<SessionUser>({
        run: async ({ context, actor }) => {
          await freezeOwnMoney(context.db, actor);
          return stay({}, TOASTS["money-frozen"]);
        },
      }),
      unfreeze: intent<SessionUser>({
        run: async ({ context, request, actor, fields }) => {
          await unfreezeMoney(context, request, actor, { password: fields.password ?? "" });
          return stay({}, TOASTS["money-unfrozen"]);
        },
      }),
    },
  });
}

export default function Withdraw({ loaderData }: Route.ComponentProps) {
  if (!loaderData.form) {
    return (
      <main id="main" className="mx-auto max-w-xl px-4 py-6">
        <BackLink to="/wallet">{m.payments_back_to_wallet()}</BackLink>
        <h1 className="mt-3 text-2xl font-bold text-slate-900">{m.payments_withdraw_title()}</h1>
        <p role="status" className="mt-5 rounded-md bg-slate-100 p-3 text-sm text-slate-800">
          {m.errors_payout_unavailable()}
        </p>
      </main>
    );
  }
  return <WithdrawForm form={loaderData.form} />;
}

function WithdrawForm({ form }: { form: NonNullable<Route.ComponentProps["loaderData"]["form"]> }) {
  const balance = Math.floor(Number(form.balance));
  const [typed, setTyped] = useState(String(balance));
  const sending = useSubmitting("withdraw");
  const amount = parseWithdrawalAmount(typed);
  const quote =
    amount !== null && amount >= form.rules.minTzs && amount <= balance ? quotePayout(amount, form.rules) : null;
  const blocked = form.frozen || form.hold !== null || form.msisdn === null || balance < form.rules.minTzs;

  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-6">
      <BackLink to="/wallet">{m.payments_back_to_wallet()}</BackLink>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{m.payments_withdraw_title()}</h1>
      <p className="mt-1 text-sm text-slate-600">{m.payments_withdraw_intro()}</p>

      {form.msisdn === null ? (
        <section aria-labelledby="no-number" className={cardClass("md", "mt-5")}>
          <h2 id="no-number" className="font-semibold text-slate-900">
            {m.payments_withdraw_no_number_title()}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{m.payments_withdraw_no_number()}</p>
          <LinkButton to="/profile" variant="secondary" className="mt-3">
            {m.payments_withdraw_confirm_number()}
          </LinkButton>
        </section>
      ) : null}
      {form.frozen ? (
        <p role="status" className="mt-5 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {m.payments_withdraw_frozen()}
        </p>
      ) : null}
      {form.hold ? (
        <p role="status" className="mt-5 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {m.payments_withdraw_held({ when: formatDateTime(form.hold.until) })}
        </p>
      ) : null}
      {form.msisdn !== null && balance < form.rules.minTzs ? (
        <p role="status" className="mt-5 rounded-md bg-slate-100 p-3 text-sm text-slate-800">
          {m.payments_withdraw_too_little({ min: formatTzsExact(form.rules.minTzs) })}
        </p>
      ) : null}

      {form.msisdn !== null && !form.frozen ? (
        <ActionForm className={cardClass("md", "mt-5 space-y-4")} aria-label={m.payments_withdraw_title()}>
          <input type="hidden" name={INTENT_FIELD} value="withdraw" />
          <TextField
            name="amount"
            label={m.payments_withdraw_amount()}
            hint={m.payments_withdraw_amount_hint({
              min: formatTzsExact(form.rules.minTzs),
              balance: formatTzsExact(form.balance),
            })}
            inputMode="numeric"
            autoComplete="off"
            required
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          <section aria-labelledby="withdraw-summary">
            <h2 id="withdraw-summary" className="font-semibold text-slate-900">
              {m.payments_withdraw_summary()}
            </h2>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="withdraw-summary">
              <dt className="text-slate-600">{m.payments_withdraw_from_balance()}</dt>
              <dd className="text-right font-medium text-slate-900">{quote ? formatTzsExact(quote.amountTzs) : "–"}</dd>
              <dt className="text-slate-600">{m.payments_withdraw_fee()}</dt>
              <dd className="text-right text-slate-900">
                {quote
                  ? form.rules.feePaidBy === "student"
                    ? formatTzsExact(quote.feeTzs)
                    : m.payments_withdraw_fee_ours({ fee: formatTzsExact(quote.feeTzs) })
                  : "–"}
              </dd>
              <dt className="text-slate-600">{m.payments_withdraw_you_receive()}</dt>
              <dd className="text-right font-bold text-brand">{quote ? formatTzsExact(quote.sentTzs) : "–"}</dd>
              <dt className="text-slate-600">{m.payments_withdraw_to()}</dt>
              <dd className="text-right text-slate-900">
                {formatLocalNumber(form.msisdn)}
                <span className="block text-xs text-slate-600">
                  {form.registeredName
                    ? m.payments_withdraw_registered_to({ name: form.registeredName })
                    : m.payments_withdraw_name_unknown()}
                </span>
              </dd>
            </dl>
          </section>
          <TextField
            name="password"
            type="password"
            label={m.payments_withdraw_password()}
            hint={m.payments_withdraw_password_hint()}
            autoComplete="current-password"
            required
          />
          <Button type="submit" size="lg" className="w-full" disabled={blocked || quote === null} pending={sending}>
            {sending
              ? m.payments_withdraw_sending()
              : m.payments_withdraw_confirm({ amount: formatTzsExact(quote?.amountTzs ?? amount ?? 0) })}
          </Button>
        </ActionForm>
      ) : null}
      <MoneySafety frozen={form.frozen} />
    </main>
  );
}

/** Freeze (one press, nothing asked: it only stops money leaving) or unfreeze (the password again). */
function MoneySafety({ frozen }: { frozen: boolean }) {
  const freezing = useSubmitting("freeze");
  const unfreezing = useSubmitting("unfreeze");
  if (frozen) {
    return (
      <ActionForm className={cardClass("md", "mt-5 space-y-3")} aria-labelledby="unfreeze-title">
        <h2 id="unfreeze-title" className="font-semibold text-slate-900">
          {m.payments_unfreeze_title()}
        </h2>
        <p className="text-sm text-slate-600">{m.payments_unfreeze_intro()}</p>
        <input type="hidden" name={INTENT_FIELD} value="unfreeze" />
        <TextField
          name="password"
          type="password"
          label={m.payments_withdraw_password()}
          autoComplete="current-password"
          required
        />
        <Button type="submit" variant="secondary" pending={unfreezing}>
          {unfreezing ? m.payments_unfreezing() : m.payments_unfreeze_button()}
        </Button>
      </ActionForm>
    );
  }
  return (
    <ActionForm className={cardClass("md", "mt-5 space-y-3")} aria-labelledby="freeze-title">
      <h2 id="freeze-title" className="font-semibold text-slate-900">
        {m.payments_freeze_title()}
      </h2>
      <p className="text-sm text-slate-600">{m.payments_freeze_intro()}</p>
      <input type="hidden" name={INTENT_FIELD} value="freeze" />
      <Button type="submit" variant="danger-outline" pending={freezing}>
        {freezing ? m.payments_freezing() : m.payments_freeze_button()}
      </Button>
    </ActionForm>
  );
}
