import { describe, expect, it } from "vitest";
import { fieldErrors } from "../../shared/forms/form-errors";
import { forgotPasswordSchema, resetPasswordSchema } from "./password";
import { profileSchema } from "./profile";

describe("password forms", () => {
  it("asks for a valid e-mail to send a reset link", () => {
    expect(forgotPasswordSchema.safeParse({ email: " Neema@Example.CO.TZ " }).data).toEqual({
      email: "neema@example.co.tz",
    });
    expect(forgotPasswordSchema.safeParse({ email: "neema" }).success).toBe(false);
  });
  it("wants the new password twice, at least 6 characters", () => {
    const errors = (v: object) => {
      const r = resetPasswordSchema.safeParse(v);
      return r.success ? {} : fieldErrors(r.error.issues);
    };
    expect(errors({ token: "t", newPassword: "12345", confirmPassword: "12345" }).newPassword).toBe(
      "Password should be at least 6 characters long.",
    );
    expect(errors({ token: "t", newPassword: "123456", confirmPassword: "123457" }).confirmPassword).toBe(
      "The two passwords are not the same.",
    );
    expect(errors({ token: "", newPassword: "123456", confirmPassword: "123456" }).token).toBeDefined();
    expect(errors({ token: "t", newPassword: "123456", confirmPassword: "123456" })).toEqual({});
  });
});

describe("profile form", () => {
  it("accepts empty or valid Tanzanian numbers", () => {
    const ok = profileSchema.safeParse({
      fullName: " Asha Juma ",
      phoneNumber: "",
      whatsappNumber: "0712 345 678",
      university: " SUA ",
    });
    expect(ok.data).toEqual({
      fullName: "Asha Juma",
      phoneNumber: "",
      whatsappNumber: "0712345678",
      university: "SUA",
    });
    expect(
      profileSchema.safeParse({ fullName: "Asha", phoneNumber: "0812345678", whatsappNumber: "", university: "" })
        .success,
    ).toBe(false);
  });
});
