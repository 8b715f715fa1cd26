/**
 * A message shown briefly over the page: a title and a description. Destructive ones are announced
 * assertively. One with an action (a link of this site, such as "Sign in") stays until it is
 * followed or dismissed: a student must have time to read it and reach its link.
 */
export interface Toast {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  action?: ToastAction;
}

/** A toast's one link: its words and a path of this site. */
export interface ToastAction {
  label: string;
  to: string;
}

/**
 * A toast on its way from an action to the page that follows (app/.server/http/forms-and-actions/flash.ts). The id
 * tells the page a new one from the one it already shows.
 */
export interface FlashToast extends Toast {
  id: string;
}

/** The flash cookie's name; the page reads only whether it is there, to ask the server for it. */
export const FLASH_COOKIE = "chuo_flash";
