import { describe, expect, it } from "vitest";
import { checkPaymentForm, paymentFormFilled } from "./payment";

const good = { name: "Asha Said", email: "asha@udsm.ac.tz", phone: "0754 123 456" };

describe("the payment form's checks, in their order", () => {
  it("asks for sign-in first, then every field, then the phone, then the e-mail", () => {
    expect(checkPaymentForm({ name: "", email: "bad", phone: "1" }, false)).toEqual({ ok: false, problem: "sign_in" });
    expect(checkPaymentForm({ name: "", email: "bad", phone: "1" }, true)).toEqual({ ok: false, problem: "missing" });
    expect(checkPaymentForm({ ...good, email: "  " }, true)).toEqual({ ok: false, problem: "missing" });
    expect(checkPaymentForm({ ...good, email: "bad", phone: "12345" }, true)).toEqual({ ok: false, problem: "phone" });
    expect(checkPaymentForm({ ...good, email: "asha@udsm" }, true)).toEqual({ ok: false, problem: "email" });
    expect(checkPaymentForm({ ...good, email: "asha@udsm.academy" }, true)).toEqual({ ok: false, problem: "email" });
  });

  it("refuses a valid number of a network we take no money from, after the other checks", () => {
    expect(checkPaymentForm({ ...good, phone: "0733123456" }, true)).toEqual({ ok: false, problem: "network" });
  });

  it("gives the payer in the forms the gateway wants", () => {
    expect(checkPaymentForm({ ...good, email: "Asha@UDSM.ac.tz", phone: "+255 784 123 456" }, true)).toEqual({
      ok: true,
      payer: { name: "Asha Said", email: "asha@udsm.ac.tz", msisdn: "255784123456", method: "airtelmoney" },
    });
  });

  it("refuses control characters as a field not properly filled", () => {
    expect(checkPaymentForm({ ...good, name: "Asha\u0000" }, true)).toEqual({ ok: false, problem: "missing" });
  });

  it("keeps the button disabled until every field has something", () => {
    expect(paymentFormFilled({ name: "a", email: "b", phone: " " })).toBe(false);
    expect(paymentFormFilled({ name: "a", email: "b", phone: "c" })).toBe(true);
  });
});
