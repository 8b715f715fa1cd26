import { describe, expect, it } from "vitest";
import { inLocale } from "#tests/setup/in-locale";
import { m } from "~/paraglide/messages";
import { newAccountRowSchema } from "../../accounts/forms/account-row";
import { forgotPasswordSchema, resetPasswordSchema } from "../../accounts/forms/password";
import { campusActionSchema, profileSchema, sessionActionSchema } from "../../accounts/forms/profile";
import { signInSchema } from "../../accounts/forms/sign-in";
import { signUpSchema } from "../../accounts/forms/sign-up";
import { banUserSchema, createUserSchema, userActionSchema } from "../../admin/forms/admin-user";
import { accommodationSchema } from "../../listings/forms/accommodation";
import { productSchema } from "../../listings/forms/product";
import { messageSchema } from "../../messages/forms/message";
import { parseShopForm } from "../../shops/forms/shop";
import { parseShopItemForm } from "../../shops/forms/shop-item";
import { MAX_EMAIL_LENGTH, optionalText, requiredText } from "./fields";
import { fieldErrors } from "./form-errors";

const NUL = "a\u0000b";
const ID = "0b5c7a43-7b6e-4a44-9d51-2f8f0d6b9a11";
const NOT_IDS = ["abc", "", NUL, "../../etc/passwd", `${ID.slice(0, -1)}g`, "99999999999999999999"];

describe("text fields", () => {
  // PostgreSQL cannot store a NUL: a form with one answered 500.
  it("refuse NUL and other control characters", () => {
    for (const schema of [requiredText(50, "missing"), optionalText(50)]) {
      for (const text of [NUL, "\u0001x", "x\u001b[31m", "\u007f", "\u0085"])
        expect(schema.safeParse(text).success, JSON.stringify(text)).toBe(false);
    }
  });
  it("keep tabs, line breaks and any language", () => {
    expect(optionalText(100).parse("Line one\r\nLine two\twith a tab")).toBe("Line one\r\nLine two\twith a tab");
    expect(requiredText(100, "missing").parse(" Дар 東京 🏠 مرحبا ")).toBe("Дар 東京 🏠 مرحبا");
  });
  it("refuse NUL in the forms' own text fields", () => {
    expect(
      profileSchema.safeParse({ fullName: NUL, phoneNumber: "", whatsappNumber: "", university: "" }).success,
    ).toBe(false);
    expect(
      profileSchema.safeParse({ fullName: "Asha", phoneNumber: "", whatsappNumber: "", university: NUL }).success,
    ).toBe(false);
    expect(
      signUpSchema.safeParse({
        fullName: NUL,
        email: "a@b.co",
        password: "secret1",
        whatsappNumber: "0712345678",
        campusIds: [ID],
      }).success,
    ).toBe(false);
    expect(banUserSchema.safeParse({ userId: ID, reason: NUL }).success).toBe(false);
    expect(
      resetPasswordSchema.safeParse({ token: NUL, newPassword: "secret1", confirmPassword: "secret1" }).success,
    ).toBe(false);
    expect(productSchema.safeParse({ name: "Desk", price: "1000", category: "Other", description: NUL }).success).toBe(
      false,
    );
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
      (id: string) =>
        createUserSchema.safeParse({
          fullName: "Asha",
          email: "a@b.co",
          password: "secret1",
          whatsappNumber: "0712345678",
          campusId: id,
          role: "user",
        }),
      (id: string) =>
        signUpSchema.safeParse({
          fullName: "Asha",
          email: "a@b.co",
          password: "secret1",
          whatsappNumber: "0712345678",
          campusIds: [ID],
          primaryCampusId: id,
        }),
    ];
    for (const parse of cases) {
      expect(parse(ID).success).toBe(true);
      for (const id of NOT_IDS) expect(parse(id).success, JSON.stringify(id)).toBe(false);
    }
  });
});

/** An address of exactly `length` characters: a long local part at a real-looking domain. */
const addressOf = (length: number) => `${"a".repeat(length - "@example.co.tz".length)}@example.co.tz`;

/** The first error of each field, or {} when the schema accepts. */
function errorsOf(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}) {
  return result.success ? {} : fieldErrors(result.error!.issues);
}

/** Every place an e-mail address is taken, by its one field. */
const emailForms: Record<string, (email: string) => ReturnType<typeof errorsOf>> = {
  "sign-up": (email) =>
    errorsOf(
      signUpSchema.safeParse({
        fullName: "Asha Juma",
        email,
        password: "secret1",
        whatsappNumber: "0712345678",
        campusIds: [ID],
      }),
    ),
  "sign-in": (email) => errorsOf(signInSchema.safeParse({ email, password: "secret1" })),
  "reset and confirmation links": (email) => errorsOf(forgotPasswordSchema.safeParse({ email })),
  "the admin's new account": (email) =>
    errorsOf(
      createUserSchema.safeParse({
        fullName: "Asha Juma",
        email,
        password: "secret1",
        whatsappNumber: "0712345678",
        campusId: ID,
        role: "user",
      }),
    ),
  "the auth library's users row": (email) =>
    errorsOf(newAccountRowSchema.safeParse({ name: "Asha Juma", email, whatsappNumber: "0712345678", campusId: ID })),
};

describe("e-mail addresses", () => {
  // The probe signed up with a 3,012-character address.
  it.each(Object.entries(emailForms))("are at most 254 characters in %s", (_, errors) => {
    expect(errors(addressOf(MAX_EMAIL_LENGTH))).toEqual({});
    expect(errors(addressOf(MAX_EMAIL_LENGTH + 1)).email).toBe("Please use at most 254 characters.");
    expect(errors(addressOf(3012)).email).toBe("Please use at most 254 characters.");
    // Spaces around a pasted address do not count.
    expect(errors(`  ${addressOf(MAX_EMAIL_LENGTH)}  `)).toEqual({});
  });
});

const RLO = "\u202E";
/** The overrides, embeddings, isolates and marks that steer how text is drawn, none of them visible. */
const CONTROLS = [
  "\u202A",
  "\u202B",
  "\u202C",
  "\u202D",
  RLO,
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u200E",
  "\u200F",
  "\u061C",
];
/** "admin" on screen, "nimda" in the data: the spoof the probe showed. */
const SPOOF = `${RLO}nimda`;

/** Each field others read next to our own words, with a form that is otherwise valid. */
const textFields: Record<string, (text: string) => ReturnType<typeof errorsOf>> = {
  "sign-up name": (fullName) =>
    errorsOf(
      signUpSchema.safeParse({
        fullName,
        email: "a@b.co",
        password: "secret1",
        whatsappNumber: "0712345678",
        campusIds: [ID],
      }),
    ),
  "profile name": (fullName) =>
    errorsOf(profileSchema.safeParse({ fullName, phoneNumber: "", whatsappNumber: "", university: "" })),
  "profile university": (university) =>
    errorsOf(profileSchema.safeParse({ fullName: "Asha Juma", phoneNumber: "", whatsappNumber: "", university })),
  "auth library name": (name) =>
    errorsOf(newAccountRowSchema.safeParse({ name, email: "a@b.co", whatsappNumber: "0712345678", campusId: ID })),
  "admin's new account name": (fullName) =>
    errorsOf(
      createUserSchema.safeParse({
        fullName,
        email: "a@b.co",
        password: "secret1",
        whatsappNumber: "0712345678",
        campusId: ID,
        role: "user",
      }),
    ),
  "product name": (name) => errorsOf(productSchema.safeParse({ name, price: "1000", category: "Other" })),
  "product description": (description) =>
    errorsOf(productSchema.safeParse({ name: "Desk", price: "1000", category: "Other", description })),
  "accommodation title": (title) =>
    errorsOf(accommodationSchema.safeParse({ title, price: "1000", location: "Sinza", amenities: "" })),
  "accommodation amenities": (amenities) =>
    errorsOf(accommodationSchema.safeParse({ title: "Room", price: "1000", location: "Sinza", amenities })),
  "shop name": (name) => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ name, location: "Mlimani City", phoneNumber: "" }))
      form.set(key, value);
    return errorsOf(parseShopForm(form));
  },
  "promotion title": (title) => {
    const result = parseShopItemForm("promotion", {
      shopId: ID,
      title,
      startDate: "2026-05-01",
      endDate: "2026-05-02",
    });
    return result.success ? {} : fieldErrors(result.issues);
  },
  "service name": (name) => {
    const result = parseShopItemForm("service", { shopId: ID, name, price: "1000" });
    return result.success ? {} : fieldErrors(result.issues);
  },
  "message body": (body) => errorsOf(messageSchema.safeParse({ body })),
};

/** The field's own name in each case (the shop and item forms name theirs like the column). */
const FIELD: Record<string, string> = {
  "sign-up name": "fullName",
  "profile name": "fullName",
  "profile university": "university",
  "auth library name": "name",
  "admin's new account name": "fullName",
  "product name": "name",
  "product description": "description",
  "accommodation title": "title",
  "accommodation amenities": "amenities",
  "shop name": "name",
  "promotion title": "title",
  "service name": "name",
  "message body": "body",
};

describe("text-direction controls", () => {
  it.each(Object.entries(textFields))(
    "are refused in the %s, each of them, with a clear field error",
    (what, errors) => {
      expect(errors(`Asha ${SPOOF}`)[FIELD[what]!]).toBe(m.forms_bidi_controls());
      for (const control of CONTROLS)
        expect(errors(`Asha${control} Juma`)[FIELD[what]!], control.codePointAt(0)!.toString(16)).toBe(
          m.forms_bidi_controls(),
        );
    },
  );

  it.each(Object.entries(textFields))("leave ordinary text in any language alone in the %s", (_, errors) => {
    for (const text of [
      "Neema Mwakyusa",
      "Zuhura Ng'wanakilala",
      "Chloé Müller-Šimić",
      "Habari za asubuhi 🌍🙏",
      "محمد عبد الله",
      "שלום עליכם",
      "Дар 東京 🏠",
    ]) {
      expect(errors(text), text).toEqual({});
    }
  });
});

/** Every field that takes a person's name, with a form that is otherwise valid. */
const nameFields = Object.fromEntries(
  ["sign-up name", "profile name", "auth library name", "admin's new account name"].map((what) => [
    what,
    textFields[what]!,
  ]),
);

describe("names", () => {
  // The probe signed up as "victim+n@" with a phishing link for a name.
  it.each(Object.entries(nameFields))(
    "refuse web and e-mail addresses in the %s, with a field error in both languages",
    (what, errors) => {
      for (const name of [
        "Win http://evil.example now",
        "www.evil.xyz",
        "Asha evil.example/login",
        "asha@evil.co.tz",
        "evil.com",
        "http evil",
      ]) {
        expect(errors(name)[FIELD[what]!], name).toBe("Please write a name, not a web address or an e-mail address.");
        expect(
          inLocale("sw", () => errors(name)[FIELD[what]!]),
          name,
        ).toBe("Tafadhali andika jina, si anwani ya tovuti wala ya barua pepe.");
      }
      for (const name of ["J.R. Mushi", "St. Mary Kimaro", "Neema Mwakyusa"]) expect(errors(name), name).toEqual({});
    },
  );
});
