import * as z from "zod/mini";
import { FAVORITE_KINDS, type FavoriteKind } from "../listings/favorites";
import { isUuid } from "../shared/uuid";

/**
 * An action a signed-out student tried (saving a favourite), carried through sign-in so that
 * signing in finishes it. /auth keeps it from its address (?then=) in a hidden field of the
 * sign-in form; the sign-in action hands it to finishPendingAction (app/.server/http/forms-and-actions/finish-pending-action.ts).
 */
export const PENDING_ACTION_FIELD = "then";

/** What can be finished: for now, saving a favourite (`favorite:<kind>:<id>`). */
export type PendingAction = { type: "favorite"; kind: FavoriteKind; id: string };

/** `favorite:product:<uuid>` and the like; anything else is not an action (it reads as undefined). */
function makeSchema() {
  return z.pipe(
    z.string().check(z.maxLength(64)),
    z.pipe(
      z.transform((value: string) => {
        const [type, kind, id, ...rest] = value.split(":");
        return rest.length === 0 ? { type, kind, id } : {};
      }),
      z.object({ type: z.literal("favorite"), kind: z.enum(FAVORITE_KINDS), id: z.string().check(z.refine(isUuid)) }),
    ),
  );
}

/** Built only where it is parsed (the server): the pages that only build the value carry no schema. */
export const PendingActionSchema = /* @__PURE__ */ makeSchema();

/** The action in a form's field or an address, or null when it is missing or not one we finish. */
export function parsePendingAction(value: unknown): PendingAction | null {
  const parsed = PendingActionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The value for `?then=` that saves this favourite once the student has signed in. */
export function pendingFavorite(kind: FavoriteKind, id: string): string {
  return `favorite:${kind}:${id}`;
}

/** The sign-in page that comes back to `returnTo` (a path of this site) and then finishes `then`. */
export function signInToFinish(returnTo: string, then?: string): string {
  const query = new URLSearchParams({ redirectTo: returnTo });
  if (then) query.set(PENDING_ACTION_FIELD, then);
  return `/auth?${query}`;
}
