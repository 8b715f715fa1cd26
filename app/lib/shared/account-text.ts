import { m } from "~/paraglide/messages";

/** The account texts (docs/product.md#chrome), worded when read, in the reader's language. */

/** Asked before signing out, in the reader's language: call it where it is shown. */
export const signOutQuestion = () => m.accounts_sign_out_question();

export const SIGNED_OUT_TOAST = {
  get title() {
    return m.accounts_signed_out_title();
  },
  get description() {
    return m.accounts_signed_out_description();
  },
} as const;

/** Why a visitor sent from the wallet or a payment's page must sign in first. */
export const WALLET_SIGN_IN_TOAST = {
  get title() {
    return m.accounts_wallet_sign_in_title();
  },
  get description() {
    return m.accounts_wallet_sign_in_description();
  },
} as const;
