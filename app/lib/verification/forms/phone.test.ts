import { describe, expect, it } from "vitest";
import { confirmPhoneSchema, smsResetSchema } from "./phone";

describe("phone forms", () => {
  it("take six digits, with the spaces a phone may add", () => {
    expect(confirmPhoneSchema.safeParse({ code: "123 456" })).toEqual({ success: true, data: { code: "123456" } });
    for (const code of ["12345", "1234567", "12a456", ""])
      expect(confirmPhoneSchema.safeParse({ code }).success).toBe(false);
  });

  it("reset: a short password or two that differ are refused", () => {
    const good = {
      email: "Asha@Example.co.tz",
      code: "123456",
      newPassword: "new-secret-1",
      confirmPassword: "new-secret-1",
    };
    expect(smsResetSchema.safeParse(good)).toMatchObject({ success: true, data: { email: "asha@example.co.tz" } });
    expect(smsResetSchema.safeParse({ ...good, newPassword: "short", confirmPassword: "short" }).success).toBe(false);
    expect(smsResetSchema.safeParse({ ...good, confirmPassword: "other-secret-1" }).success).toBe(false);
  });
});
