/** Chromium's install offer (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/** Remembered on the phone: a student who said "Not now" is not asked again. */
export const INSTALL_DISMISSED_KEY = "chuo-install-dismissed";
