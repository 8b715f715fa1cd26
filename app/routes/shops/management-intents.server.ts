import { data } from "react-router";
import type { SessionUser } from "~/.server/auth/get-session-user";
import { deleteShopItem } from "~/.server/domain/shop-items/delete-shop-item";
import { activateShopSubscription } from "~/.server/domain/shops/activate-shop-subscription";
import type { IntentArgs, IntentHandlers } from "~/.server/http/intents";
import type { Toast } from "~/components/toast";
import { isAppError } from "~/lib/app-error";
import { describeError } from "~/lib/error-text";
import { isShopItemKind, SHOP_ITEM_NOTICES, SHOP_ITEM_RULES, type ShopItemKind } from "~/lib/shop-items";
import { SHOP_MANAGEMENT_TEXT } from "~/lib/shop-text";
import { isUuid } from "~/lib/uuid";

/** What /shop-management's forms get back. */
export interface ManagementActionResult {
  toast?: Toast;
  /** Without JavaScript a delete is asked about on the page first. */
  confirm?: { kind: ShopItemKind; id: string; title: string };
}

type Args = IntentArgs & { user: SessionUser };
type Answer = ReturnType<typeof data<ManagementActionResult>>;

const answer = (result: ManagementActionResult, status = 200) => data<ManagementActionResult>(result, { status });
const unknownItem = () => answer({ toast: { title: "Error", description: "That item no longer exists.", variant: "destructive" } }, 400);

/** The owner's one free trial for this shop (docs/product.md#subscriptions). */
async function startTrial({ form, context, user }: Args): Promise<Answer> {
  await activateShopSubscription(context.db, user.id, String(form.get("shopId") ?? ""), { plan: "trial" });
  return answer({ toast: SHOP_MANAGEMENT_TEXT.activated });
}

async function deleteItem({ form, context, user }: Args): Promise<Answer> {
  const kind = form.get("kind");
  const id = String(form.get("id") ?? "");
  if (!isShopItemKind(kind) || !isUuid(id)) return unknownItem();
  if (form.get("confirmed") !== "yes") return answer({ confirm: { kind, id, title: String(form.get("title") ?? "").slice(0, 120) } });
  try {
    await deleteShopItem(context.db, context.storage, user.id, kind, id);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return answer({ toast: { title: SHOP_ITEM_RULES[kind].text.deleteFailed, description: describeError(error).description, variant: "destructive" } }, error.status);
  }
  return answer({ toast: SHOP_ITEM_NOTICES[SHOP_ITEM_RULES[kind].notices.deleted] });
}

export const MANAGEMENT_INTENTS: IntentHandlers<Args, Answer> = {
  "start-trial": startTrial,
  "delete-item": deleteItem,
};
