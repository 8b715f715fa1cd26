import type { FavoriteReason } from "~/.server/domain/favorites/reasons";
import { FAVORITE_TEXT } from "../favorites";
import type { ErrorMessage } from "./placeholders";

/** The hearts. */
export const FAVORITE_ERROR_TEXT = {
  /** Not a listing or shop the public can see (any more). */
  favorite_target_missing: { title: FAVORITE_TEXT.failed, description: "This item no longer exists." },
} satisfies Record<FavoriteReason, ErrorMessage>;
