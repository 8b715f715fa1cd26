import type { FavoriteReason } from "~/.server/domain/listings/favorites/reasons";
import { m } from "~/paraglide/messages";
import { FAVORITE_TEXT } from "../listings/favorites";
import { type ErrorMessage, words } from "./placeholders";

/** The hearts. */
export const FAVORITE_ERROR_TEXT = {
  /** Not a listing or shop the public can see (any more). */
  favorite_target_missing: words(() => FAVORITE_TEXT.failed, m.errors_favorite_target_missing),
} satisfies Record<FavoriteReason, ErrorMessage>;
