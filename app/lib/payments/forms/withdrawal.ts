import * as z from "zod/mini";

/**
 * The withdrawal form (docs/payments.md#payouts): an amount of whole shillings from the balance, and
 * the account's password asked again. The same schema checks it on the phone and on the server;
 * the bounds (the minimum, the balance) are the server's to say, with their values.
 */
export const withdrawalFormSchema = z.object({
  amount: z.string().check(
    z.trim(),
    z.refine((v) => /^\d{1,3}(,?\d{3})*$|^\d{1,12}$/.test(v), { error: "amount" }),
  ),
  password: z.string().check(z.minLength(1, { error: "password" }), z.maxLength(256, { error: "password" })),
});

export type WithdrawalForm = z.infer<typeof withdrawalFormSchema>;

/** The amount as typed ("9,000", "9000"), in whole shillings; null when it is no such number. */
export function parseWithdrawalAmount(raw: string): number | null {
  const text = raw.trim().replace(/,/g, "");
  if (!/^\d{1,12}$/.test(text)) return null;
  const amount = Number(text);
  return Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}
