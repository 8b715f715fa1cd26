import * as z from "zod/mini";
import { plainText } from "../../shared/forms/fields";
import { type MobileMoneyMethod, methodOfNumber, toMsisdn } from "../mobile-money";

/**
 * The mobile-money payment form (docs/product.md#payments). It checks in a fixed order and shows one
 * toast: signed in, then all fields filled, then the phone number, then the e-mail address. We
 * add a fifth step the original lacked: a number whose network takes no mobile money we accept.
 */
export type PaymentFormProblem = "sign_in" | "missing" | "phone" | "email" | "network";

const ORDER: readonly PaymentFormProblem[] = ["sign_in", "missing", "phone", "email", "network"];

/** An address with a 2 to 4 letter top-level part. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;

const filled = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, { error: "missing" }), z.maxLength(max, { error: "missing" }), plainText);

export const paymentFormSchema = z.object({
  name: filled(100),
  email: filled(254).check(z.refine((v) => EMAIL.test(v), { error: "email" })),
  phone: filled(30).check(
    z.refine((v) => toMsisdn(v) !== null, { error: "phone", abort: true }),
    z.refine((v) => methodOfNumber(v) !== null, { error: "network" }),
  ),
});

export interface PayerDetails {
  name: string;
  email: string;
  /** 2557XXXXXXXX */
  msisdn: string;
  method: MobileMoneyMethod;
}

export type PaymentFormResult = { ok: true; payer: PayerDetails } | { ok: false; problem: PaymentFormProblem };

/** Checks a filled-in form in that order; the same on the phone and on the server. */
export function checkPaymentForm(
  values: { name?: unknown; email?: unknown; phone?: unknown },
  signedIn: boolean,
): PaymentFormResult {
  if (!signedIn) return { ok: false, problem: "sign_in" };
  const parsed = paymentFormSchema.safeParse({
    name: String(values.name ?? ""),
    email: String(values.email ?? ""),
    phone: String(values.phone ?? ""),
  });
  if (!parsed.success) {
    const found = new Set(parsed.error.issues.map((issue) => issue.message));
    // A control character or an over-long value is reported as a field not properly filled.
    const problem = ORDER.find((p) => found.has(p)) ?? "missing";
    return { ok: false, problem };
  }
  const msisdn = toMsisdn(parsed.data.phone)!;
  return {
    ok: true,
    payer: { name: parsed.data.name, email: parsed.data.email.toLowerCase(), msisdn, method: methodOfNumber(msisdn)! },
  };
}

/** Whether every field has something in it: the pay button stays disabled until then. */
export function paymentFormFilled(values: { name: string; email: string; phone: string }): boolean {
  return values.name.trim() !== "" && values.email.trim() !== "" && values.phone.trim() !== "";
}
