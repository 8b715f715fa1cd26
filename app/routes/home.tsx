import { Form, Link, useRouteLoaderData } from "react-router";
import { getSessionUser } from "~/.server/auth/get-session-user";
import { listNewestListings } from "~/.server/domain/listings/list-newest-listings";
import { getMarketplaceStats } from "~/.server/domain/marketplace/get-marketplace-stats";
import { listNearbySellers } from "~/.server/domain/sellers/list-nearby-sellers";
import { listShopsWithProducts } from "~/.server/domain/shops/list-shops-with-products";
import { visitorCampusIds } from "~/.server/visitors/visitor-campus";
import { AccommodationBadges } from "~/components/listings/badges/accommodation-badges";
import { ProductBadges } from "~/components/listings/badges/product-badges";
import { ListingCard } from "~/components/listings/listing-cards";
import { NearbySellersStrip } from "~/components/sellers/nearby-sellers-strip";
import { SectionHeader } from "~/components/shared/section-header";
import { ShopCard } from "~/components/shops/shop-card";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { PRODUCT_CATEGORIES, type ProductCategory } from "~/lib/listings/categories";
import { productCategoryLabel } from "~/lib/listings/labels/product-labels";
import { canonicalPath, sitePreviewMeta } from "~/lib/marketplace/share-preview";
import { currentLocale } from "~/lib/shared/i18n/page-locale";
import { formatCompact } from "~/lib/shared/money";
import { pageTitle, SITE_NAME } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/home";

export function meta({ location, matches }: Route.MetaArgs) {
  const title = pageTitle();
  return [
    { title },
    ...sitePreviewMeta({
      matches,
      path: canonicalPath("/", location.search),
      title,
      description: `${m.site_tagline()} ${m.home_meta_description()}`,
      locale: currentLocale(),
    }),
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, sharedCache } = context;
  const user = await getSessionUser(context, request);
  // The same for everyone (the nearby sellers too, for visitors on one campus), so kept a few seconds.
  const shared = <T,>(key: string, compute: () => Promise<T>) => sharedCache.get(request, `home:${key}`, compute);
  const visitorCampusId = user ? null : visitorCampusIds(request).selectedId;
  const [stats, products, accommodations, shops, nearbySellers] = await Promise.all([
    shared("stats", () => getMarketplaceStats(db)),
    // A student's own listings stay out of their strips (they have My Listings), so theirs are not shared.
    user
      ? listNewestListings(db, "product", 12, user.id)
      : shared("newest-products", () => listNewestListings(db, "product", 12)),
    user
      ? listNewestListings(db, "accommodation", 12, user.id)
      : shared("newest-accommodations", () => listNewestListings(db, "accommodation", 12)),
    shared("shops", () => listShopsWithProducts(db, 6)),
    user
      ? listNearbySellers(db, { userId: user.id })
      : shared(`nearby-sellers:${visitorCampusId ?? "all"}`, () =>
          listNearbySellers(db, { campusId: visitorCampusId }),
        ),
  ]);
  // The home page's shop cards are the compact ones: what they do not show is not sent either.
  const compactShops = shops.map(({ id, name, description, location, logoUrl, isPremium }) => ({
    id,
    name,
    description,
    location,
    logoUrl,
    isPremium,
  }));
  return { stats, products, accommodations, shops: compactShops, nearbySellers };
}

/** Labels are message functions, worded when the page renders, in the reader's language. */
const CATEGORY_BLURBS = {
  Electronics: m.home_blurb_electronics,
  Books: m.home_blurb_books,
  Clothing: m.home_blurb_clothing,
  Furniture: m.home_blurb_furniture,
  Sports: m.home_blurb_sports,
  Beauty: m.home_blurb_beauty,
  Food: m.home_blurb_food,
  Other: m.home_blurb_other,
} satisfies Record<ProductCategory, () => string>;

const FEATURES = [
  { id: "campus", title: m.home_feature_campus_title, text: m.home_feature_campus_text },
  { id: "whatsapp", title: m.home_feature_whatsapp_title, text: m.home_feature_whatsapp_text },
  { id: "money", title: m.home_feature_money_title, text: m.home_feature_money_text },
  { id: "shops", title: m.home_feature_shops_title, text: m.home_feature_shops_text },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { stats, products, accommodations, shops, nearbySellers } = loaderData;
  const signedIn = Boolean(useRouteLoaderData<{ user: unknown }>("root")?.user);
  const tiles = [
    { id: "users", label: m.home_stat_users(), value: stats.users },
    { id: "products", label: m.home_stat_products(), value: stats.products },
    { id: "accommodations", label: m.home_stat_accommodations(), value: stats.accommodations },
    { id: "shops", label: m.home_stat_shops(), value: stats.shops },
    { id: "campuses", label: m.home_stat_campuses(), value: stats.campuses },
  ];
  return (
    <main id="main">
      <section className="bg-gradient-to-br from-brand to-teal-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:py-14">
          <h1 className="max-w-3xl text-3xl font-extrabold leading-tight sm:text-5xl">{m.home_hero_title()}</h1>
          <p className="mt-3 max-w-2xl text-emerald-50 sm:text-lg">{m.site_tagline()}</p>
          {/* The first thing a student does is look for something: the search is the hero's action. */}
          <search className="mt-6 block max-w-2xl">
            <Form method="get" action="/products" className="flex gap-2">
              <label htmlFor="home-q" className="sr-only">
                {m.listings_filter_search()}
              </label>
              <input
                id="home-q"
                type="search"
                name="q"
                maxLength={100}
                placeholder={m.listings_products_search_placeholder()}
                className="min-h-11 min-w-0 flex-1 rounded-md border-0 bg-white px-3 py-2 text-slate-900"
              />
              <Button type="submit" variant="on-brand" size="lg">
                {m.listings_filter_search()}
              </Button>
            </Form>
          </search>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link
              to="/products"
              className="inline-flex min-h-11 items-center rounded-md border border-white/70 px-4 font-semibold text-white hover:bg-white/10"
            >
              {m.home_start_shopping()}
            </Link>
            <Link
              to="/products/post"
              className="inline-flex min-h-11 items-center rounded-md border border-white/70 px-4 font-semibold text-white hover:bg-white/10"
            >
              {m.home_sell_something()}
            </Link>
          </div>
          <dl className="mt-6 flex flex-wrap gap-x-3 gap-y-1 text-xs sm:text-sm">
            {tiles.map((t) => (
              <div key={t.id} className="flex items-baseline gap-1">
                <dt className="order-2 text-emerald-50">{t.label}</dt>
                <dd className="order-1 font-bold" title={t.value.toLocaleString("en-US")}>
                  {formatCompact(t.value)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <NearbySellersStrip sellers={nearbySellers} />

      <div className="mx-auto max-w-7xl space-y-14 px-4 py-12">
        <section aria-labelledby="featured-products">
          <SectionHeader id="featured-products" title={m.home_featured_products()} to="/products" />
          {products.length > 0 ? (
            <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
              {products.map((p) => (
                <ListingCard key={p.id} listing={p} Badges={ProductBadges} />
              ))}
            </div>
          ) : (
            <p className="text-slate-600">{m.home_no_products()}</p>
          )}
        </section>

        <section aria-labelledby="home-accommodations">
          <SectionHeader id="home-accommodations" title={m.home_available_accommodations()} to="/accommodations" />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {accommodations.map((a) => (
              <ListingCard key={a.id} listing={a} Badges={AccommodationBadges} />
            ))}
          </div>
        </section>

        {shops.length > 0 ? (
          <section aria-labelledby="home-shops">
            <SectionHeader id="home-shops" title={m.home_local_shops()} to="/shops" />
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {shops.map((s) => (
                <ShopCard key={s.id} shop={s} compact />
              ))}
            </div>
          </section>
        ) : null}

        <section aria-labelledby="home-categories">
          <h2 id="home-categories" className="mb-4 text-xl font-bold sm:text-2xl">
            {m.home_shop_by_category()}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {PRODUCT_CATEGORIES.map((c) => (
              <li key={c}>
                <Link
                  to={`/products?category=${encodeURIComponent(c)}`}
                  className={cardClass("sm", "block h-full hover:border-emerald-500 hover:shadow-sm")}
                >
                  <span className="font-semibold text-slate-900">{productCategoryLabel(c)}</span>
                  <span className="mt-1 block text-sm text-slate-600">{CATEGORY_BLURBS[c]()}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="home-features">
          <h2 id="home-features" className="mb-4 text-xl font-bold sm:text-2xl">
            {m.home_why({ site: SITE_NAME })}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map((f) => (
              <li key={f.id} className={cardClass("md")}>
                <h3 className="font-semibold text-slate-900">{f.title()}</h3>
                <p className="mt-2 text-sm text-slate-600">{f.text()}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="rounded-2xl bg-slate-900 px-6 py-10 text-center text-white">
          <h2 className="text-2xl font-bold">{m.home_ready_title()}</h2>
          <p className="mx-auto mt-2 max-w-xl text-slate-300">{m.home_ready_text()}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            {signedIn ? null : (
              <Link
                to="/auth?tab=signup"
                className="rounded-md bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-strong"
              >
                {m.home_sign_up_free()}
              </Link>
            )}
            <Link
              to="/products"
              className="rounded-md border border-white/40 px-6 py-3 font-semibold hover:bg-white/10"
            >
              {m.home_browse_products()}
            </Link>
          </div>
        </section>
      </div>
    </main>
  );
}
