import * as z from "zod/mini";

/** Unfreezing the wallet's money (docs/payments.md#payouts): the account's password, asked again. */
export const unfreezeMoneyFormSchema = z.object({
  password: z.string().check(z.minLength(1, { error: "password" }), z.maxLength(256, { error: "password" })),
});

export type UnfreezeMoneyForm = z.infer<typeof unfreezeMoneyFormSchema>;
