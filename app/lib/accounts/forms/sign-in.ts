import * as z from "zod/mini";
import { m } from "~/paraglide/messages";
import { emailField } from "../../shared/forms/fields";

/** The sign-in texts (docs/product.md#accounts), worded when read, in the reader's language. */
export const SIGN_IN_TEXT = {
  get invalidCredentials() {
    return { title: m.accounts_sign_in_failed(), description: m.accounts_sign_in_invalid_credentials() };
  },
  get emailNotConfirmed() {
    return { title: m.accounts_email_not_confirmed_title(), description: m.accounts_email_not_confirmed_description() };
  },
  get failed() {
    return m.accounts_sign_in_failed();
  },
  get welcome() {
    return { title: m.accounts_welcome_back_title(), description: m.accounts_welcome_back_description() };
  },
  get exception() {
    return { title: m.accounts_error_title(), description: m.accounts_something_went_wrong() };
  },
  confirmationResent: (email: string) => ({
    title: m.accounts_confirmation_sent_title(),
    description: m.accounts_confirmation_sent_description({ email }),
  }),
} as const;

export const signInSchema = z.object({
  email: emailField,
  password: z.string().check(z.minLength(1, { error: () => m.accounts_password_required() })),
});

export type SignInInput = z.infer<typeof signInSchema>;
