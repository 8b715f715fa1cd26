/**
 * How the listing forms say which photos to keep and in what order. The form posts `photoOrder`
 * entries: the URL of a photo already attached, or `new` for the next newly chosen file (in the
 * order the files were sent). Without JavaScript the form posts the attached photos in their
 * current order, `removePhoto` for each one ticked for removal, and the new files after them.
 */
export const NEW_PHOTO = "new";

export type PhotoSlot = { kind: "kept"; url: string } | { kind: "new"; index: number };

export interface PhotoArrangement {
  /** The photos already attached (in their stored order). */
  current: readonly string[];
  /** The posted order; may be empty (a new listing, or a form that sent only files). */
  order: readonly string[];
  /** Attached photos to drop even if the order names them. */
  remove: readonly string[];
  /** How many new files were sent. */
  newCount: number;
}

export type ArrangedPhotos = { ok: true; slots: PhotoSlot[] } | { ok: false; reason: "unknown-photo" };

/**
 * The final photo order: the first slot is the cover. A URL that is not attached to this listing
 * is refused (the page is stale, or someone tries to borrow another listing's file). Attached
 * photos left out of a posted order are dropped; new files left out are added at the end, so a
 * chosen file is never silently lost.
 */
export function arrangeListingPhotos({ current, order, remove, newCount }: PhotoArrangement): ArrangedPhotos {
  const attached = new Set(current);
  const removed = new Set(remove);
  const slots: PhotoSlot[] = [];
  const used = new Set<string>();
  let nextNew = 0;
  for (const entry of order) {
    if (entry === NEW_PHOTO) {
      if (nextNew < newCount) slots.push({ kind: "new", index: nextNew++ });
      continue;
    }
    if (!attached.has(entry)) return { ok: false, reason: "unknown-photo" };
    if (used.has(entry) || removed.has(entry)) continue;
    used.add(entry);
    slots.push({ kind: "kept", url: entry });
  }
  while (nextNew < newCount) slots.push({ kind: "new", index: nextNew++ });
  return { ok: true, slots };
}
