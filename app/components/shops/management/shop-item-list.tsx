import { cardImageUrl } from "~/lib/shared/images";
import { SHOP_ITEM_RULES, type ShopItemKind, shopItemEditPath, shopItemPostPath } from "~/lib/shops/shop-items";
import { m } from "~/paraglide/messages";
import { ActionForm } from "../../shared/action-form";
import { Button } from "../../ui/button";
import { EmptyState } from "../../ui/empty-state";
import { LinkButton } from "../../ui/link-button";

export type ManagedItemKind = ShopItemKind;

/** A promotion, event or service as shop management lists it. */
export interface ManagedItem {
  id: string;
  shopId: string;
  kind: ManagedItemKind;
  title: string;
  /** Its dates, or its date and price, or its price and duration, already worded. */
  detail: string;
  imageUrl: string | null;
  /** Still shown on the shop page (an ended promotion or a past event is not). */
  live: boolean;
}

/** Each tab's empty state, worded when it renders. */
export const EMPTY_TAB: Record<ManagedItemKind, { title: () => string; hint: () => string }> = {
  promotion: { title: m.shops_empty_promotions, hint: m.shops_empty_promotions_hint },
  event: { title: m.shops_empty_events, hint: m.shops_empty_events_hint },
  service: { title: m.shops_empty_services, hint: m.shops_empty_services_hint },
};

/**
 * One tab of an active shop: its items of one kind, each with View (on the shop page), Edit and
 * Delete, and a create button. Delete posts a form: with JavaScript the page asks in a dialog first
 * (`onDelete`), without it the server asks on the next page.
 */
export function ShopItemList({
  shopId,
  kind,
  items,
  onDelete,
}: {
  shopId: string;
  kind: ManagedItemKind;
  items: ManagedItem[];
  onDelete: (item: ManagedItem) => void;
}) {
  const create = <LinkButton to={shopItemPostPath(kind, shopId)}>{SHOP_ITEM_RULES[kind].text.postTitle}</LinkButton>;
  if (items.length === 0)
    return <EmptyState title={EMPTY_TAB[kind].title()} hint={EMPTY_TAB[kind].hint()} action={create} />;
  return (
    <div className="space-y-3">
      <div className="flex justify-end">{create}</div>
      <ul className="space-y-3">
        {items.map((item) => (
          <li
            key={item.id}
            className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-center"
          >
            {item.imageUrl ? (
              <img
                src={cardImageUrl(item.imageUrl) ?? item.imageUrl}
                alt=""
                width={96}
                height={72}
                loading="lazy"
                className="h-18 w-24 shrink-0 rounded-md object-cover"
              />
            ) : null}
            <div className="min-w-0 flex-1">
              <h3 className="truncate font-semibold text-slate-900">{item.title}</h3>
              <p className="text-sm text-slate-600">{item.detail}</p>
              {item.live ? null : <p className="text-xs text-slate-500">{m.shops_not_on_page()}</p>}
            </div>
            <div className="flex flex-wrap gap-2">
              <LinkButton
                to={`/shops/${shopId}?tab=${kind}s`}
                aria-label={m.shops_view_item({ title: item.title })}
                variant="secondary"
                size="sm"
              >
                {m.shops_view()}
              </LinkButton>
              <LinkButton
                to={shopItemEditPath(kind, item.id)}
                aria-label={m.shops_edit_item({ title: item.title })}
                variant="secondary"
                size="sm"
              >
                {m.shops_edit()}
              </LinkButton>
              <ActionForm
                onSubmit={(event) => {
                  event.preventDefault();
                  onDelete(item);
                }}
              >
                <input type="hidden" name="intent" value="delete-item" />
                <input type="hidden" name="kind" value={kind} />
                <input type="hidden" name="id" value={item.id} />
                <input type="hidden" name="title" value={item.title} />
                <Button
                  type="submit"
                  aria-label={m.shops_delete_item({ title: item.title })}
                  variant="danger-outline"
                  size="sm"
                >
                  {m.shops_delete()}
                </Button>
              </ActionForm>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
