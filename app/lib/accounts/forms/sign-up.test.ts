import { describe, expect, it } from "vitest";
import { inLocale } from "#tests/setup/in-locale";
import { fieldErrors } from "../../shared/forms/form-errors";
import { signUpSchema } from "./sign-up";

const A = "0b5c7a43-7b6e-4a44-9d51-2f8f0d6b9a11";
const B = "1b5c7a43-7b6e-4a44-9d51-2f8f0d6b9a12";
const valid = {
  fullName: "Neema Mwakyusa",
  email: " Neema@Example.co.tz ",
  password: "secret1",
  whatsappNumber: "0754 123 456",
  campusIds: [A],
};
const errorsOf = (input: object) => {
  const result = signUpSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error.issues);
};

describe("sign-up form", () => {
  it("accepts a valid sign-up and tidies the e-mail and number", () => {
    const result = signUpSchema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ email: "neema@example.co.tz", whatsappNumber: "0754123456" });
  });
  it("uses the sign-up messages", () => {
    expect(errorsOf({ ...valid, password: "12345" }).password).toBe("Password should be at least 6 characters long.");
    expect(errorsOf({ ...valid, campusIds: [] }).campusIds).toBe("Please select at least one campus to continue.");
    expect(errorsOf({ ...valid, campusIds: [A, B, A, B, A, B] }).campusIds).toBe("You can select up to 5 campuses");
    expect(errorsOf({ ...valid, email: "neema@example" }).email).toBe("Please enter a valid email address.");
  });
  it("takes a number the way WhatsApp or a student writes it, and keeps it as 07XXXXXXXX", () => {
    for (const typed of [
      "+255 754 321 098",
      "0754-321-098",
      "754321098",
      "255754321098",
      "0754 321 098",
      "+255-754-321-098",
      " 0754321098 ",
    ]) {
      const result = signUpSchema.safeParse({ ...valid, whatsappNumber: typed });
      expect(result.success, typed).toBe(true);
      expect(result.data?.whatsappNumber, typed).toBe("0754321098");
    }
    expect(signUpSchema.safeParse({ ...valid, whatsappNumber: "+255 654 321 098" }).data?.whatsappNumber).toBe(
      "0654321098",
    );
  });
  it("wants a 10-digit number starting 06 or 07", () => {
    for (const bad of [
      "0854123456",
      "075412345",
      "+2550754123456",
      "07541234567",
      "2558541234567",
      "+255 854 123 456",
      "07S4123456",
      "0754.123.456",
      "0754 12345+6",
      "phone",
      "",
    ]) {
      expect(errorsOf({ ...valid, whatsappNumber: bad }).whatsappNumber, bad).toBe(
        "Enter your WhatsApp number as 06XXXXXXXX or 07XXXXXXXX.",
      );
    }
    expect(errorsOf({ ...valid, whatsappNumber: "0654123456" }).whatsappNumber).toBeUndefined();
  });
  it("requires a name and refuses a campus chosen twice", () => {
    expect(errorsOf({ ...valid, fullName: " " }).fullName).toBe("Please enter your full name.");
    expect(errorsOf({ ...valid, campusIds: [A, A] }).campusIds).toBe("Each campus can be chosen once.");
  });
  it("words its errors in Kiswahili for a Kiswahili reader", () => {
    inLocale("sw", () => {
      expect(errorsOf({ ...valid, whatsappNumber: "0854123456" }).whatsappNumber).toBe(
        "Andika namba yako ya WhatsApp kwa muundo 06XXXXXXXX au 07XXXXXXXX.",
      );
      expect(errorsOf({ ...valid, password: "12345" }).password).toBe("Nenosiri linapaswa kuwa na angalau herufi 6.");
      expect(errorsOf({ ...valid, campusIds: [] }).campusIds).toBe(
        "Tafadhali chagua angalau kampasi moja ili kuendelea.",
      );
      expect(errorsOf({ ...valid, email: "neema@example" }).email).toBe(
        "Tafadhali andika anwani sahihi ya barua pepe.",
      );
      expect(errorsOf({ ...valid, fullName: "x".repeat(101) }).fullName).toBe("Tafadhali tumia herufi zisizozidi 100.");
    });
    // The same schema, outside the Kiswahili request, answers in English again.
    expect(errorsOf({ ...valid, password: "12345" }).password).toBe("Password should be at least 6 characters long.");
  });
});
