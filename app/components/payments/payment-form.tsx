import { type ReactNode, useState } from "react";
import { checkPaymentForm, paymentFormFilled } from "~/lib/payments/forms/payment";
import { METHOD_LABELS, methodOfNumber, toMsisdn } from "~/lib/payments/mobile-money";
import { paymentFormToast } from "~/lib/payments/payment-text";
import { m } from "~/paraglide/messages";
import { ActionForm } from "../shared/action-form";
import { useToast } from "../shared/toast";
import { useSubmitting } from "../shared/use-submitting";
import { Button } from "../ui/button";
import { TextField } from "../ui/text-field";

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
export function PaymentForm({
  defaults,
  payLabel,
  children,
}: {
  defaults: PayerDefaults;
  payLabel: string;
  children: ReactNode;
}) {
  const [values, setValues] = useState(defaults);
  const toast = useToast();
  const working = useSubmitting("pay");
  const method = methodOfNumber(values.phone);
  const buttonLabel = working ? m.payments_processing() : payLabel;
  const set = (field: keyof PayerDefaults) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  return (
    <ActionForm
      className="space-y-4"
      aria-label={m.payments_pay_by_mobile()}
      onSubmit={(event) => {
        const checked = checkPaymentForm(values, true);
        if (!checked.ok) {
          event.preventDefault();
          toast(paymentFormToast(checked.problem));
        }
      }}
    >
      <input type="hidden" name="intent" value="pay" />
      {children}
      <TextField
        idPrefix="pay"
        name="name"
        label={m.payments_field_full_name()}
        autoComplete="name"
        required
        value={values.name}
        onChange={set("name")}
      />
      <TextField
        idPrefix="pay"
        name="email"
        label={m.payments_field_email()}
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={set("email")}
      />
      <TextField
        idPrefix="pay"
        name="phone"
        label={m.payments_field_phone()}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        placeholder={m.payments_field_phone_placeholder()}
        value={values.phone}
        onChange={set("phone")}
        hint={
          method
            ? m.payments_field_network({ network: METHOD_LABELS[method] })
            : toMsisdn(values.phone)
              ? m.payments_field_network_unknown()
              : m.payments_field_networks()
        }
      />
      <p className="text-xs text-slate-500">{m.payments_prompt_note()}</p>
      <Button type="submit" size="lg" disabled={working || !paymentFormFilled(values)} className="w-full">
        {buttonLabel}
      </Button>
    </ActionForm>
  );
}
