import { FAVORITE_TEXT } from "../favorites";
import type { ErrorTextEntry } from ".";

export const FAVORITE_ERROR_TEXT = {
  favorite_target_gone: { title: FAVORITE_TEXT.failed, description: "This item no longer exists." },
} satisfies Record<string, ErrorTextEntry>;
