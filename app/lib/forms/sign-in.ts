import * as z from "zod/mini";
import { emailField } from "./fields";

/** The sign-in texts (docs/product.md#accounts). */
export const SIGN_IN_TEXT = {
  invalidCredentials: { title: "Login Failed", description: "Invalid email or password. Please check your credentials and try again." },
  emailNotConfirmed: { title: "Email Not Confirmed", description: "Please check your email and click the confirmation link before signing in." },
  failed: "Login Failed",
  welcome: { title: "Welcome back!", description: "You have successfully signed in." },
  exception: { title: "Error", description: "Something went wrong. Please try again." },
  confirmationResent: (email: string) => ({ title: "Confirmation sent", description: `If ${email} has an account waiting, a new confirmation link is on its way.` }),
} as const;

export const signInSchema = z.object({
  email: emailField,
  password: z.string().check(z.minLength(1, { error: "Please enter your password." })),
});

export type SignInInput = z.infer<typeof signInSchema>;
