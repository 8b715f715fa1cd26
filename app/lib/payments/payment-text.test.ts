import { describe, expect, it } from "vitest";
import { inLocale } from "#tests/setup/in-locale";
import {
  methodLabel,
  PAYMENT_FORM_TEXT,
  PAYMENT_STATUS_LABELS,
  paymentFormToast,
  paymentPurposeLabel,
  statusToast,
} from "./payment-text";

describe("payment words", () => {
  it("say what the status check found, in English by default", () => {
    expect(statusToast("completed")).toEqual({
      title: "Payment Completed!",
      description: "Your payment has been successfully processed.",
    });
    expect(statusToast("failed")).toEqual({
      title: "Payment Failed",
      description: "Your payment was not successful. Please try again.",
      variant: "destructive",
    });
    expect(statusToast("pending").title).toBe("Payment Pending");
    expect(statusToast("cancelled").variant).toBe("destructive");
  });

  it("say it in Kiswahili for a Kiswahili reader: completed, failed (declined on the phone), cancelled", () => {
    inLocale("sw", () => {
      expect(statusToast("completed")).toEqual({
        title: "Malipo yamekamilika!",
        description: "Malipo yako yamefanikiwa.",
      });
      expect(statusToast("failed")).toEqual({
        title: "Malipo yameshindikana",
        description: "Malipo yako hayakufanikiwa. Tafadhali jaribu tena.",
        variant: "destructive",
      });
      expect(statusToast("cancelled").title).toBe("Malipo yameghairiwa");
      expect(statusToast("pending").title).toBe("Malipo yanasubiri");
    });
    expect(statusToast("completed").title).toBe("Payment Completed!");
  });

  it("word the form's problems when they are shown, in the reader's language", () => {
    expect(paymentFormToast("phone")).toEqual({
      title: "Invalid Phone Number",
      description: "Please enter a valid Tanzanian mobile number (e.g., 0754 123 456).",
      variant: "destructive",
    });
    inLocale("sw", () => {
      expect(paymentFormToast("network").title).toBe("Mtandao haukubaliki");
      expect(PAYMENT_FORM_TEXT.phone.description).toBe(
        "Tafadhali weka namba sahihi ya simu ya Tanzania (mfano, 0754 123 456).",
      );
    });
  });

  it("name statuses, purposes and methods in Kiswahili, keeping the networks' own names", () => {
    inLocale("sw", () => {
      expect(PAYMENT_STATUS_LABELS.completed()).toBe("Imekamilika");
      expect(paymentPurposeLabel("listing_fee")).toBe("Ada ya tangazo");
      expect(methodLabel("wallet")).toBe("Pochi");
      expect(methodLabel("mpesa")).toBe("M-Pesa");
      expect(methodLabel(null)).toBe("Pesa kwa simu");
    });
    expect(methodLabel("wallet")).toBe("Wallet");
    expect(methodLabel(undefined)).toBe("Mobile money");
  });
});
