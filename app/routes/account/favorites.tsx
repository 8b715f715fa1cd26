import { useState } from "react";
import { Link } from "react-router";
import { requireUser } from "~/.server/auth/require-user";
import { listFavorites } from "~/.server/domain/favorites/list-favorites";
import { ListingCard, ShopCard } from "~/components/listing-cards";
import { EmptyState } from "~/components/ui/empty-state";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/favorites";

type Tab = "products" | "accommodations" | "shops";
const TABS: { tab: Tab; label: string; empty: string; browse: string; browseLabel: string }[] = [
  { tab: "products", label: "Products", empty: "No favorite products yet", browse: "/products", browseLabel: "Browse Products" },
  { tab: "accommodations", label: "Accommodations", empty: "No favorite accommodations yet", browse: "/accommodations", browseLabel: "Browse Accommodations" },
  { tab: "shops", label: "Shops", empty: "No favorite shops yet", browse: "/shops", browseLabel: "Browse Shops" },
];

export function meta() {
  return [{ title: pageTitle("My Favorites") }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const tab = new URL(request.url).searchParams.get("tab");
  return { ...(await listFavorites(context.db, user.id)), tab: (TABS.some((t) => t.tab === tab) ? tab : "products") as Tab };
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
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">My Favorites</h1>
      <nav aria-label="Favorite kinds" className="mt-4 flex gap-1 overflow-x-auto border-b border-slate-200">
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
            {t.label} ({counts[t.tab]})
          </a>
        ))}
      </nav>
      <section aria-labelledby="favorites-heading" className="pt-4">
        <h2 id="favorites-heading" className="sr-only">
          {current.label}
        </h2>
        {counts[tab] === 0 ? (
          <EmptyState
            title={current.empty}
            hint="Tap the heart on anything you like to keep it here."
            action={
              <Link to={current.browse} className="rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong">
                {current.browseLabel}
              </Link>
            }
          />
        ) : tab === "products" ? (
          <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
            {loaderData.products.map((p) => (
              <ListingCard key={p.id} listing={p} />
            ))}
          </div>
        ) : tab === "accommodations" ? (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {loaderData.accommodations.map((a) => (
              <ListingCard key={a.id} listing={a} />
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
