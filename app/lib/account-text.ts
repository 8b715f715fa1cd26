/** The account texts (docs/product.md#chrome). */
export const SIGN_OUT_QUESTION = "Are you sure you want to sign out? You'll need to sign in again to access your account.";
export const SIGNED_OUT_TOAST = { title: "Signed out", description: "You have been successfully signed out." } as const;
/** Why a visitor sent from the wallet or a payment's page must sign in first. */
export const WALLET_SIGN_IN_TOAST = { title: "Login Required", description: "Please log in to view your wallet." } as const;
