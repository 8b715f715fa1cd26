import type { SessionUser } from "~/.server/auth/get-session-user";
import { activateShopSubscription } from "~/.server/domain/shops/activate-shop-subscription";
import { deleteShopItem } from "~/.server/domain/shops/shop-items/delete-shop-item";
import { type Intent, intent } from "~/.server/http/forms-and-actions/action-kit";
import { refuse, stay } from "~/.server/http/forms-and-actions/action-outcome";
import { describeError } from "~/lib/error-text";
import { isUuid } from "~/lib/shared/uuid";
import { isShopItemKind, SHOP_ITEM_RULES, SHOP_ITEM_TOASTS, type ShopItemKind } from "~/lib/shops/shop-items";
import { SHOP_MANAGEMENT_TEXT } from "~/lib/shops/shop-text";
import { m } from "~/paraglide/messages";

/** What /shop-management shows after a form besides its toast. */
export interface ManagementAnswer {
  /** Without JavaScript a delete is asked about on the page first. */
  confirm: { kind: ShopItemKind; id: string; title: string };
}

/** The owner's one free trial for this shop (docs/product.md#subscriptions). */
const startTrial = intent<SessionUser>({
  run: async ({ fields, context, actor }) => {
    await activateShopSubscription(context.db, actor.id, fields.shopId ?? "", { plan: "trial" });
    return stay({}, SHOP_MANAGEMENT_TEXT.activated);
  },
});

const deleteItem = intent<SessionUser, Record<string, string>, ManagementAnswer>({
  run: async ({ fields, context, actor }) => {
    const { kind, id = "" } = fields;
    if (!isShopItemKind(kind) || !isUuid(id))
      return refuse({ title: m.shops_error(), description: m.shops_item_gone() });
    if (fields.confirmed !== "yes") return stay({ confirm: { kind, id, title: (fields.title ?? "").slice(0, 120) } });
    await deleteShopItem(context.db, context.storage, actor.id, kind, id);
    return stay({}, SHOP_ITEM_TOASTS[SHOP_ITEM_RULES[kind].toasts.deleted]);
  },
  refused: (error, form) => {
    const kind = form.get("kind");
    const title = isShopItemKind(kind) ? SHOP_ITEM_RULES[kind].text.deleteFailed : describeError(error).title;
    return refuse({ title, description: describeError(error).description }, error.status);
  },
});

/** /shop-management's forms, by the intent each posts. */
export const MANAGEMENT_INTENTS: Record<string, Intent<SessionUser, Record<string, string>, ManagementAnswer>> = {
  "start-trial": startTrial,
  "delete-item": deleteItem,
};
