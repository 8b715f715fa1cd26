/** A message shown briefly over the page: a title and a description. Destructive ones are announced assertively. */
export interface Toast {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

/**
 * A toast on its way from an action to the page that follows (app/.server/http/flash.ts). The id
 * tells the page a new one from the one it already shows.
 */
export interface FlashToast extends Toast {
  id: string;
}

/** The flash cookie's name; the page reads only whether it is there, to ask the server for it. */
export const FLASH_COOKIE = "chuo_flash";
