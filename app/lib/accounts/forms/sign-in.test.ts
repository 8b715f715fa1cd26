import { describe, expect, it } from "vitest";
import { inLocale } from "#tests/setup/in-locale";
import { fieldErrors } from "../../shared/forms/form-errors";
import { SIGN_IN_TEXT, signInSchema } from "./sign-in";

const errorsOf = (input: object) => {
  const result = signInSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error.issues);
};

describe("sign-in form", () => {
  it("asks for an address and a password", () => {
    expect(errorsOf({ email: "neema@example", password: "" })).toEqual({
      email: "Please enter a valid email address.",
      password: "Please enter your password.",
    });
    expect(SIGN_IN_TEXT.invalidCredentials).toEqual({
      title: "Login Failed",
      description: "Invalid email or password. Please check your credentials and try again.",
    });
  });
  it("words its failures in Kiswahili for a Kiswahili reader", () => {
    inLocale("sw", () => {
      expect(errorsOf({ email: "neema@example.co.tz", password: "" }).password).toBe("Tafadhali andika nenosiri lako.");
      expect(SIGN_IN_TEXT.invalidCredentials).toEqual({
        title: "Imeshindikana kuingia",
        description: "Barua pepe au nenosiri si sahihi. Tafadhali kagua taarifa zako kisha ujaribu tena.",
      });
      expect(SIGN_IN_TEXT.confirmationResent("neema@example.co.tz").description).toContain("neema@example.co.tz");
    });
    // Worded when read: outside the Kiswahili request the same text is English again.
    expect(SIGN_IN_TEXT.failed).toBe("Login Failed");
  });
});
