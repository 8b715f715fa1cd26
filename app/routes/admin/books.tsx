import { Form } from "react-router";
import { requireUser } from "~/.server/auth/require-user";
import { getBooks } from "~/.server/domain/admin/get-books";
import { RouteErrorBoundary } from "~/components/shared/route-error";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { TextField } from "~/components/ui/text-field";
import { formatTzsExact } from "~/lib/shared/money";
import { readQuery } from "~/lib/shared/query-params";
import { pageTitle } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/books";

export function meta() {
  return [{ title: pageTitle(m.admin_books_title()) }, { name: "robots", content: "noindex" }];
}

/** Signed in, then the domain checks the role: anyone but an admin is answered 403; a day that is none, 400. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const day = readQuery(new URL(request.url).searchParams).text("day", 10) ?? null;
  return getBooks(context.db, user.id, day);
}

export function ErrorBoundary() {
  return (
    <>
      <title>{pageTitle(m.admin_books_title())}</title>
      <RouteErrorBoundary backTo="/admin/books" backLabel={m.admin_books_title()} />
    </>
  );
}

const DISCREPANCY_TEXT = {
  payment_without_credit: m.admin_books_discrepancy_payment_without_credit,
  credit_without_payment: m.admin_books_discrepancy_credit_without_payment,
  payout_ledger_mismatch: m.admin_books_discrepancy_payout_ledger_mismatch,
};

/** A signed amount: the exact wallet form, with a minus sign when it is below zero. */
const amount = (value: string) =>
  value.startsWith("-") ? `−${formatTzsExact(value.slice(1))}` : formatTzsExact(value);

export default function Books({ loaderData: books }: Route.ComponentProps) {
  const balanced = Number(books.toDate.differenceTzs) === 0 && books.discrepancies.length === 0;
  const rows = (items: [string, string, boolean?][]) => (
    <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      {items.map(([label, value, inner]) => (
        <div key={label} className="contents">
          <dt className={inner ? "pl-4 text-slate-600" : "text-slate-700"}>{label}</dt>
          <dd className="text-right font-medium tabular-nums text-slate-900">{amount(value)}</dd>
        </div>
      ))}
    </dl>
  );
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900">{m.admin_books_title()}</h1>
      <p className="mt-1 text-sm text-slate-600">{m.admin_books_intro()}</p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-2">
        <TextField name="day" type="date" label={m.admin_books_day()} defaultValue={books.day} required />
        <Button type="submit" variant="secondary">
          {m.admin_books_show()}
        </Button>
      </Form>
      <p
        role="status"
        className={`mt-4 rounded-md p-3 text-sm ${balanced ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-900"}`}
      >
        {balanced ? m.admin_books_balanced() : m.admin_books_unbalanced({ amount: amount(books.toDate.differenceTzs) })}
      </p>
      {books.discrepancies.length > 0 ? (
        <ul className="mt-2 list-disc pl-6 text-sm text-red-900">
          {books.discrepancies.map((each) => (
            <li key={each.kind}>
              {DISCREPANCY_TEXT[each.kind]({ count: String(each.count), amount: formatTzsExact(each.amountTzs) })}
            </li>
          ))}
        </ul>
      ) : null}
      <section aria-labelledby="that-day" className={cardClass("md", "mt-4")}>
        <h2 id="that-day" className="font-semibold text-slate-900">
          {m.admin_books_that_day()}
        </h2>
        {rows([
          [m.admin_books_opening(), books.openingBalancesTzs],
          [m.admin_books_money_in(), books.period.moneyInTzs],
          [m.admin_books_money_out(), books.period.moneyOutTzs],
          [m.admin_books_reached_phones(), books.period.paidToPhonesTzs, true],
          [m.admin_books_payout_fees(), books.period.payoutFeesTzs, true],
          [m.admin_books_earnings(), books.period.earningsTzs],
          [m.admin_books_closing(), books.toDate.balancesTzs],
        ])}
      </section>
      <section aria-labelledby="to-date" className={cardClass("md", "mt-4")}>
        <h2 id="to-date" className="font-semibold text-slate-900">
          {m.admin_books_to_date()}
        </h2>
        {rows([
          [m.admin_books_money_in(), books.toDate.moneyInTzs],
          [m.admin_books_money_out(), books.toDate.moneyOutTzs],
          [m.admin_books_earnings(), books.toDate.earningsTzs],
          [m.admin_books_balances(), books.toDate.balancesTzs],
          [m.admin_books_difference(), books.toDate.differenceTzs],
        ])}
      </section>
    </main>
  );
}
