import { type ReactNode, useState } from "react";
import { checkPaymentForm, paymentFormFilled } from "~/lib/forms/payment";
import { METHOD_LABELS, methodOfNumber, toMsisdn } from "~/lib/mobile-money";
import { PAYMENT_FORM_TEXT } from "~/lib/payment-text";
import { ActionForm } from "./action-form";
import { useToast } from "./toast";
import { Button } from "./ui/button";
import { TextField } from "./ui/text-field";
import { useSubmitting } from "./use-submitting";

export interface PayerDefaults {
  name: string;
  email: string;
  phone: string;
}

/**
 * The mobile-money payment form (docs/product.md#payments): name, e-mail and phone, the network shown from
 * the number, checked in that page's order before it is sent, and the button disabled while a
 * field is empty or the payment is being started. The server checks the same way, so it also
 * works before JavaScript has loaded. `children` are the hidden fields saying what is paid.
 */
export function PaymentForm({ defaults, payLabel, children }: { defaults: PayerDefaults; payLabel: string; children: ReactNode }) {
  const [values, setValues] = useState(defaults);
  const toast = useToast();
  const working = useSubmitting("pay");
  const method = methodOfNumber(values.phone);
  const buttonLabel = working ? "Processing..." : payLabel;
  const set = (field: keyof PayerDefaults) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  return (
    <ActionForm
      className="space-y-4"
      aria-label="Pay by mobile money"
      onSubmit={(event) => {
        const checked = checkPaymentForm(values, true);
        if (!checked.ok) {
          event.preventDefault();
          toast(PAYMENT_FORM_TEXT[checked.problem]);
        }
      }}
    >
      <input type="hidden" name="intent" value="pay" />
      {children}
      <TextField idPrefix="pay" name="name" label="Full name" autoComplete="name" required value={values.name} onChange={set("name")} />
      <TextField idPrefix="pay" name="email" label="Email" type="email" autoComplete="email" required value={values.email} onChange={set("email")} />
      <TextField
        idPrefix="pay"
        name="phone"
        label="Mobile money number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        placeholder="07XXXXXXXX"
        value={values.phone}
        onChange={set("phone")}
        hint={method ? `Network: ${METHOD_LABELS[method]}` : toMsisdn(values.phone) ? "We do not recognise this network" : "M-Pesa, Tigo Pesa / Mixx, Airtel Money or Halopesa"}
      />
      <p className="text-xs text-slate-500">A payment prompt will appear on this phone. Enter your PIN there to approve it.</p>
      <Button type="submit" size="lg" disabled={working || !paymentFormFilled(values)} className="w-full">
        {buttonLabel}
      </Button>
    </ActionForm>
  );
}
