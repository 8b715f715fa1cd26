import { useEffect, useState } from "react";
import { Link } from "react-router";
import { SHOP_ITEM_RULES, shopItemPostPath } from "~/lib/shops/shop-items";
import { SHOP_MANAGEMENT_TEXT as T } from "~/lib/shops/shop-text";
import { m } from "~/paraglide/messages";
import { Card } from "../../ui/card";
import { LinkButton } from "../../ui/link-button";
import { Tabs } from "../../ui/tabs";
import { type ManagedItem, type ManagedItemKind, ShopItemList } from "./shop-item-list";
import {
  type ShopSubscriptionView,
  StartTrial,
  SubscriptionAction,
  SubscriptionBadge,
  SubscriptionEndLine,
} from "./subscription-summary";

export interface ManagedShopView extends ShopSubscriptionView {
  name: string;
  location: string;
  logoUrl: string | null;
  /** The end a trial started now would have (the start-trial panel and dialog say it). */
  trialEndDate: Date | string;
}

const TABS = ["overview", "promotions", "events", "services"] as const;
export type ManagementTab = (typeof TABS)[number];
const TAB_KIND: Record<Exclude<ManagementTab, "overview">, ManagedItemKind> = {
  promotions: "promotion",
  events: "event",
  services: "service",
};
/** Worded when the tabs render, in the page's language. */
const TAB_LABEL: Record<ManagementTab, () => string> = {
  overview: m.shops_tab_overview,
  promotions: m.shops_promotion_heading,
  events: m.shops_event_heading,
  services: m.shops_service_heading,
};

export function isManagementTab(value: string | null): value is ManagementTab {
  return (TABS as readonly string[]).includes(value ?? "");
}

/**
 * One owned shop: its name, badge and end date, the subscription's next step, Edit Shop and View
 * Shop. An active shop has the tabs of docs/product.md#subscriptions; an inactive one the upgrade panel. Tabs are links
 * (?shop=&tab=), so they work without JavaScript; with it they switch in place. The card the
 * address names (`?shop=`) is highlighted, and when arriving at its anchor it takes the focus, so
 * a screen reader starts at the shop just opened (the browser scrolls to it).
 */
export function ManagedShopCard({
  shop,
  trialAvailable,
  items,
  initialTab,
  highlighted = false,
  onDelete,
}: {
  shop: ManagedShopView;
  trialAvailable: boolean;
  items: ManagedItem[];
  initialTab: ManagementTab;
  highlighted?: boolean;
  onDelete: (item: ManagedItem) => void;
}) {
  const [tab, setTab] = useState<ManagementTab>(initialTab);
  const headingId = `shop-${shop.id}-name`;
  const anchor = `shop-${shop.id}`;
  const ofKind = (kind: ManagedItemKind) => items.filter((item) => item.kind === kind);
  useEffect(() => {
    if (highlighted && window.location.hash === `#${anchor}`) document.getElementById(anchor)?.focus();
  }, [highlighted, anchor]);
  return (
    <Card
      as="section"
      id={anchor}
      tabIndex={highlighted ? -1 : undefined}
      aria-labelledby={headingId}
      className={`scroll-mt-20 ${highlighted ? "ring-2 ring-brand ring-offset-2 focus:outline-none" : ""}`}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {shop.logoUrl ? (
          <img
            src={shop.logoUrl}
            alt=""
            width={64}
            height={64}
            className="h-16 w-16 shrink-0 rounded-lg border object-cover"
          />
        ) : null}
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-lg font-semibold text-slate-900">
              {shop.name}
            </h2>
            <SubscriptionBadge shop={shop} />
          </div>
          <p className="text-sm text-slate-600">{shop.location}</p>
          <SubscriptionEndLine shop={shop} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <SubscriptionAction shop={shop} trialAvailable={trialAvailable} />
          <LinkButton to={`/shops/${shop.id}/edit`} variant="secondary">
            {T.editShop}
          </LinkButton>
          <LinkButton to={`/shops/${shop.id}`} variant="secondary">
            {T.viewShop}
          </LinkButton>
        </div>
      </div>

      {shop.isActive ? (
        <div className="mt-4">
          <Tabs
            label={m.shops_card_sections({ name: shop.name })}
            tabs={TABS.map((t) => ({
              key: t,
              to: `?shop=${shop.id}&tab=${t}`,
              label: t === "overview" ? TAB_LABEL[t]() : `${TAB_LABEL[t]()} (${ofKind(TAB_KIND[t]).length})`,
            }))}
            current={tab}
            onSelect={setTab}
          />
          <div className="pt-4">
            {tab === "overview" ? (
              <ul className="grid gap-3 sm:grid-cols-3">
                {(Object.keys(TAB_KIND) as Array<keyof typeof TAB_KIND>).map((t) => {
                  const kind = TAB_KIND[t];
                  const live = ofKind(kind).filter((item) => item.live).length;
                  return (
                    <li key={t} className="rounded-lg border border-slate-200 p-3">
                      <p className="text-sm text-slate-600">{SHOP_ITEM_RULES[kind].text.heading}</p>
                      <p className="text-2xl font-bold text-slate-900">{live}</p>
                      <p className="text-xs text-slate-500">{m.shops_on_shop_page()}</p>
                      <Link
                        to={shopItemPostPath(kind, shop.id)}
                        className="mt-2 inline-block text-sm font-semibold text-brand hover:underline"
                      >
                        {SHOP_ITEM_RULES[kind].text.postTitle}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <ShopItemList shopId={shop.id} kind={TAB_KIND[tab]} items={ofKind(TAB_KIND[tab])} onDelete={onDelete} />
            )}
          </div>
        </div>
      ) : (
        <div className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 p-4">
          <h3 className="font-semibold text-emerald-900">{m.shops_unlock_premium()}</h3>
          <p className="mt-1 text-sm text-emerald-900">{trialAvailable ? T.upgradeTrial : T.upgradePaid}</p>
          {trialAvailable && !shop.paymentPending ? <StartTrial shop={shop} endDate={shop.trialEndDate} /> : null}
        </div>
      )}
    </Card>
  );
}
