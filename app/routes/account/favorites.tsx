import { useState } from "react";
import { Link } from "react-router";
import { requireUser } from "~/.server/auth/require-user";
import { listFavorites } from "~/.server/domain/listings/favorites/list-favorites";
import { AccommodationBadges } from "~/components/listings/badges/accommodation-badges";
import { ProductBadges } from "~/components/listings/badges/product-badges";
import { ListingCard } from "~/components/listings/listing-cards";
import { ShopCard } from "~/components/shops/shop-card";
import { EmptyState } from "~/components/ui/empty-state";
import { pageTitle } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/favorites";

type Tab = "products" | "accommodations" | "shops";
/** Labels are message functions, worded when the page renders, in the reader's language. */
const TABS: { tab: Tab; label: () => string; empty: () => string; browse: string; browseLabel: () => string }[] = [
  {
    tab: "products",
    label: m.accounts_tab_products,
    empty: m.accounts_no_favorite_products,
    browse: "/products",
    browseLabel: m.accounts_browse_products,
  },
  {
    tab: "accommodations",
    label: m.accounts_tab_accommodations,
    empty: m.accounts_no_favorite_accommodations,
    browse: "/accommodations",
    browseLabel: m.accounts_browse_accommodations,
  },
  {
    tab: "shops",
    label: m.accounts_tab_shops,
    empty: m.accounts_no_favorite_shops,
    browse: "/shops",
    browseLabel: m.accounts_browse_shops,
  },
];

export function meta() {
  return [{ title: pageTitle(m.accounts_my_favorites()) }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const tab = new URL(request.url).searchParams.get("tab");
  return {
    ...(await listFavorites(context.db, user.id)),
    tab: (TABS.some((t) => t.tab === tab) ? tab : "products") as Tab,
  };
}

export default function Favorites({ loaderData }: Route.ComponentProps) {
  const [tab, setTab] = useState<Tab>(loaderData.tab);
  const counts: Record<Tab, number> = {
    products: loaderData.products.length,
    accommodations: loaderData.accommodations.length,
    shops: loaderData.shops.length,
  };
  const current = TABS.find((t) => t.tab === tab)!;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{m.accounts_my_favorites()}</h1>
      <nav
        aria-label={m.accounts_favorite_kinds()}
        className="mt-4 flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {TABS.map((t) => (
          <a
            key={t.tab}
            href={`?tab=${t.tab}`}
            aria-current={tab === t.tab ? "page" : undefined}
            onClick={(e) => {
              e.preventDefault();
              setTab(t.tab);
            }}
            className={`whitespace-nowrap border-b-2 px-4 py-2 text-sm font-medium ${tab === t.tab ? "border-brand text-brand" : "border-transparent text-slate-600"}`}
          >
            {t.label()} ({counts[t.tab]})
          </a>
        ))}
      </nav>
      <section aria-labelledby="favorites-heading" className="pt-4">
        <h2 id="favorites-heading" className="sr-only">
          {current.label()}
        </h2>
        {counts[tab] === 0 ? (
          <EmptyState
            title={current.empty()}
            hint={m.accounts_favorites_hint()}
            action={
              <Link
                to={current.browse}
                className="rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong"
              >
                {current.browseLabel()}
              </Link>
            }
          />
        ) : tab === "products" ? (
          <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
            {loaderData.products.map((p) => (
              <ListingCard key={p.id} listing={p} Badges={ProductBadges} />
            ))}
          </div>
        ) : tab === "accommodations" ? (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {loaderData.accommodations.map((a) => (
              <ListingCard key={a.id} listing={a} Badges={AccommodationBadges} />
            ))}
          </div>
        ) : (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.shops.map((s) => (
              <ShopCard key={s.id} shop={s} />
            ))}
          </div>
        )}
      </section>
    </main>
  );
}
