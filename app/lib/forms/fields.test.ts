import { describe, expect, it } from "vitest";
import { banUserSchema, createUserSchema, userActionSchema } from "./admin-user";
import { optionalText, requiredText } from "./fields";
import { resetPasswordSchema } from "./password";
import { productSchema } from "./product";
import { campusActionSchema, profileSchema, sessionActionSchema } from "./profile";
import { signUpSchema } from "./sign-up";

const NUL = "a\u0000b";
const ID = "0b5c7a43-7b6e-4a44-9d51-2f8f0d6b9a11";
const NOT_IDS = ["abc", "", NUL, "../../etc/passwd", `${ID.slice(0, -1)}g`, "99999999999999999999"];

describe("text fields", () => {
  // PostgreSQL cannot store a NUL: a form with one answered 500.
  it("refuse NUL and other control characters", () => {
    for (const schema of [requiredText(50, "missing"), optionalText(50)]) {
      for (const text of [NUL, "\u0001x", "x\u001b[31m", "\u007f", "\u0085"]) expect(schema.safeParse(text).success, JSON.stringify(text)).toBe(false);
    }
  });
  it("keep tabs, line breaks and any language", () => {
    expect(optionalText(100).parse("Line one\r\nLine two\twith a tab")).toBe("Line one\r\nLine two\twith a tab");
    expect(requiredText(100, "missing").parse(" Дар 東京 🏠 مرحبا ")).toBe("Дар 東京 🏠 مرحبا");
  });
  it("refuse NUL in the forms' own text fields", () => {
    expect(profileSchema.safeParse({ fullName: NUL, phoneNumber: "", whatsappNumber: "", university: "" }).success).toBe(false);
    expect(profileSchema.safeParse({ fullName: "Asha", phoneNumber: "", whatsappNumber: "", university: NUL }).success).toBe(false);
    expect(signUpSchema.safeParse({ fullName: NUL, email: "a@b.co", password: "secret1", whatsappNumber: "0712345678", campusIds: [ID] }).success).toBe(false);
    expect(banUserSchema.safeParse({ userId: ID, reason: NUL }).success).toBe(false);
    expect(resetPasswordSchema.safeParse({ token: NUL, newPassword: "secret1", confirmPassword: "secret1" }).success).toBe(false);
    expect(productSchema.safeParse({ name: "Desk", price: "1000", category: "Other", description: NUL }).success).toBe(false);
  });
});

describe("id fields", () => {
  // A non-uuid campusId, sessionId or userId reached a uuid column: a 500.
  it("accept uuids only, before any query", () => {
    const cases = [
      (id: string) => campusActionSchema.safeParse({ campusId: id }),
      (id: string) => sessionActionSchema.safeParse({ sessionId: id }),
      (id: string) => userActionSchema.safeParse({ userId: id }),
      (id: string) => banUserSchema.safeParse({ userId: id, reason: "" }),
      (id: string) => createUserSchema.safeParse({ fullName: "Asha", email: "a@b.co", password: "secret1", whatsappNumber: "0712345678", campusId: id, role: "user" }),
      (id: string) => signUpSchema.safeParse({ fullName: "Asha", email: "a@b.co", password: "secret1", whatsappNumber: "0712345678", campusIds: [ID], primaryCampusId: id }),
    ];
    for (const parse of cases) {
      expect(parse(ID).success).toBe(true);
      for (const id of NOT_IDS) expect(parse(id).success, JSON.stringify(id)).toBe(false);
    }
  });
});
