import { AppError } from "~/lib/shared/app-error";
import type { ShopItemDraft } from "~/lib/shops/forms/shop-item";

/**
 * A new promotion must not have ended already, nor a new event have taken place: the shop page
 * shows neither, so the owner would post something no student ever sees. (An edit may keep an old
 * date: the owner is tidying a past item, not announcing it.)
 */
export function assertItemCanShow(draft: ShopItemDraft, now: Date): void {
  if (draft.kind === "promotion" && draft.fields.endDate.getTime() < now.getTime())
    throw new AppError("invalid_input", "shop_item_already_ended");
  if (draft.kind === "event" && draft.fields.eventDate.getTime() < now.getTime())
    throw new AppError("invalid_input", "shop_item_event_past");
}
