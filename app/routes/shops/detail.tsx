import { useState } from "react";
import { Link } from "react-router";
import { getSessionUser } from "~/.server/auth/get-session-user";
import { getShopPage } from "~/.server/domain/shops/get-shop-page";
import { ProductBadges } from "~/components/listings/badges/product-badges";
import { FavoriteButton } from "~/components/listings/favorite-button";
import { ListingCard } from "~/components/listings/listing-cards";
import { WhatsappContact } from "~/components/messages/whatsapp-contact";
import { ReportLink } from "~/components/moderation/report-link";
import { CalendarIcon, MapPinIcon, PhoneIcon } from "~/components/shared/icons";
import { DetailErrorBoundary } from "~/components/shared/route-error";
import { Badge } from "~/components/ui/badge";
import { cardClass } from "~/components/ui/card";
import { Tabs } from "~/components/ui/tabs";
import { canonicalPath, publicUrlOf, sharePreviewMeta } from "~/lib/marketplace/share-preview";
import { shopJsonLd } from "~/lib/marketplace/structured-data";
import { formatDate, formatDateTime, formatYear } from "~/lib/shared/dates";
import { currentLocale } from "~/lib/shared/i18n/page-locale";
import { cardImageUrl, imageSrcSet, widthImageUrl } from "~/lib/shared/images";
import { formatPrice } from "~/lib/shared/money";
import { pageTitle } from "~/lib/shared/site";
import { shopCategoryLabel } from "~/lib/shops/shop-category-labels";
import { SHOP_ITEM_RULES } from "~/lib/shops/shop-items";
import { managedShopPath } from "~/lib/shops/shop-paths";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/detail";

const TABS = ["products", "promotions", "events", "services"] as const;
type Tab = (typeof TABS)[number];
/** Worded when the tabs render, in the page's language. */
const TAB_LABELS: Record<Tab, () => string> = {
  products: m.shops_tab_products,
  promotions: m.shops_promotion_heading,
  events: m.shops_event_heading,
  services: m.shops_service_heading,
};

/** A promotion's type as its badge says it ('promotion', 'event', 'service'); anything else as stored. */
function promotionTypeLabel(type: string): string {
  return type === "promotion" || type === "event" || type === "service" ? SHOP_ITEM_RULES[type].text.one : type;
}

export function meta({ data, location, matches }: Route.MetaArgs) {
  if (!data) return [{ title: pageTitle(m.shops_not_found()) }];
  const { shop } = data;
  const publicUrl = publicUrlOf(matches);
  const path = `/shops/${shop.id}`;
  const picture = shop.coverImageUrl ?? shop.logoUrl;
  return [
    { title: pageTitle(shop.name) },
    ...sharePreviewMeta({
      publicUrl,
      path: canonicalPath(path, location.search),
      title: shop.name,
      description: [shop.location, shop.description].filter(Boolean).join(" · ") || shop.name,
      locale: currentLocale(),
      photo: picture ? { url: picture, alt: shop.name } : null,
      jsonLd: shopJsonLd(publicUrl, path, shop),
    }),
  ];
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const [page, viewer] = await Promise.all([getShopPage(context.db, params.id), getSessionUser(context, request)]);
  const tab = new URL(request.url).searchParams.get("tab");
  // Only the owner is shown the upgrade banner (docs/product.md#shops); their page is never stored by a cache.
  const viewerIsOwner = viewer !== null && viewer.id === page.shop.ownerId;
  // Without a chosen tab the page opens on its first one with something in it, not on an empty Products.
  const filled = TABS.find((t) => page[t].length > 0) ?? "products";
  return { ...page, viewerIsOwner, tab: (TABS as readonly string[]).includes(tab ?? "") ? (tab as Tab) : filled };
}

export function ErrorBoundary() {
  return (
    <DetailErrorBoundary
      notFoundTitle={m.shops_not_found()}
      notFoundMessage={m.shops_maybe_removed()}
      backTo="/shops"
      backLabel={m.shops_back_to_shops()}
    />
  );
}

/** A promotion's, event's or service's picture, at card size: the tabs are lists read on phones. */
function ItemPicture({ url }: { url: string | null }) {
  if (!url) return null;
  return (
    <img
      src={cardImageUrl(url) ?? url}
      alt=""
      width={480}
      height={360}
      loading="lazy"
      className="mb-3 aspect-[4/3] w-full max-w-sm rounded-md object-cover"
    />
  );
}

export default function ShopPage({ loaderData }: Route.ComponentProps) {
  const { shop, products, promotions, events, services } = loaderData;
  const [tab, setTab] = useState<Tab>(loaderData.tab);
  const counts: Record<Tab, number> = {
    products: products.length,
    promotions: promotions.length,
    events: events.length,
    services: services.length,
  };
  return (
    <main id="main">
      <div className="relative h-40 overflow-hidden bg-brand sm:h-56">
        {/* The cover is the page's largest element: the width the screen needs, asked for first (React preloads it). */}
        {shop.coverImageUrl ? (
          <img
            src={shop.coverImageUrl}
            srcSet={imageSrcSet(shop.coverImageUrl)}
            sizes="100vw"
            fetchPriority="high"
            alt=""
            className="h-full w-full object-cover"
            width={1200}
            height={900}
          />
        ) : null}
      </div>
      <div className="mx-auto max-w-6xl px-4">
        <div className={cardClass("sm", "-mt-10 flex flex-col gap-4 shadow-sm sm:flex-row sm:items-end")}>
          {shop.logoUrl ? (
            <img
              src={widthImageUrl(shop.logoUrl, 480) ?? shop.logoUrl}
              alt={m.shops_logo_alt({ name: shop.name })}
              width={96}
              height={96}
              className="h-20 w-20 rounded-xl border-4 border-white object-cover shadow sm:h-24 sm:w-24"
            />
          ) : null}
          <div className="flex-1 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-bold text-slate-900">{shop.name}</h1>
              {shop.isPremium ? <Badge tone="amber">{m.shops_badge_premium()}</Badge> : null}
            </div>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
              <span className="inline-flex items-center gap-1">
                <MapPinIcon width={16} height={16} /> {shop.location}
              </span>
              <span>{m.shops_since({ year: formatYear(shop.createdAt) })}</span>
              <span>{shopCategoryLabel(shop.category)}</span>
            </p>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            <WhatsappContact
              kind="shop"
              id={shop.id}
              way={shop.contactWay}
              label={m.shops_contact_shop()}
              missing={m.shops_no_contact()}
            />
            <FavoriteButton kind="shop" id={shop.id} label={shop.name} variant="detail" />
            {loaderData.viewerIsOwner ? null : (
              <ReportLink kind="shop" id={shop.id} label={m.moderation_report_shop({ name: shop.name })} />
            )}
          </div>
        </div>
        {loaderData.viewerIsOwner && !shop.isPremium ? (
          <section
            aria-labelledby="upgrade-title"
            className="mt-4 flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center"
          >
            <div className="flex-1">
              <h2 id="upgrade-title" className="font-semibold text-amber-900">
                {m.shops_upgrade_title()}
              </h2>
              <p className="text-sm text-amber-900">{m.shops_upgrade_text()}</p>
            </div>
            <Link
              to={managedShopPath(shop.id)}
              className="rounded-md bg-amber-600 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-amber-700"
            >
              {m.shops_go_to_management()}
            </Link>
          </section>
        ) : null}
        {shop.description ? <p className="mt-4 max-w-3xl leading-7 text-slate-700">{shop.description}</p> : null}

        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          {/* min-w-0: nothing in the sections (a long title, the tab row) widens the page on a phone. */}
          <div className="min-w-0">
            {/* Sections are links (?tab=...), so they work without JavaScript and can be shared; on a phone they wrap. */}
            <Tabs
              label={m.shops_sections()}
              tabs={TABS.map((t) => ({ key: t, to: `?tab=${t}`, label: `${TAB_LABELS[t]()} (${counts[t]})` }))}
              current={tab}
              onSelect={setTab}
            />
            <section aria-labelledby="shop-section-title" className="pt-4">
              <h2 id="shop-section-title" className="sr-only">
                {TAB_LABELS[tab]()}
              </h2>
              {tab === "products" ? (
                products.length > 0 ? (
                  <>
                    <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
                      {products.slice(0, 9).map((p) => (
                        <ListingCard key={p.id} listing={p} Badges={ProductBadges} showSeller={false} />
                      ))}
                    </div>
                    <Link
                      to={`/products?shop=${shop.id}`}
                      className="mt-4 inline-block text-sm font-semibold text-brand hover:underline"
                    >
                      {m.shops_view_all_products()}
                    </Link>
                  </>
                ) : (
                  <p className="text-slate-600">{m.shops_no_products()}</p>
                )
              ) : null}
              {tab === "promotions" ? (
                promotions.length > 0 ? (
                  <ul className="space-y-3">
                    {promotions.map((p) => (
                      <li key={p.id} className="rounded-lg border border-slate-200 bg-white p-4">
                        <ItemPicture url={p.imageUrl} />
                        <div className="flex flex-wrap items-center gap-2">
                          <h3 className="font-semibold">{p.title}</h3>
                          <Badge tone="violet">{promotionTypeLabel(p.type)}</Badge>
                        </div>
                        {p.description ? <p className="mt-1 text-sm text-slate-700">{p.description}</p> : null}
                        <p className="mt-2 text-xs text-slate-500">
                          {formatDate(p.startDate)} - {formatDate(p.endDate)}
                        </p>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-slate-600">{m.shops_no_promotions()}</p>
                )
              ) : null}
              {tab === "events" ? (
                events.length > 0 ? (
                  <ul className="space-y-3">
                    {events.map((e) => (
                      <li key={e.id} className="rounded-lg border border-slate-200 bg-white p-4">
                        <ItemPicture url={e.imageUrl} />
                        <h3 className="font-semibold">{e.title}</h3>
                        {e.description ? <p className="mt-1 text-sm text-slate-700">{e.description}</p> : null}
                        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
                          <span className="inline-flex items-center gap-1">
                            <CalendarIcon width={16} height={16} /> {formatDateTime(e.eventDate)}
                          </span>
                          {e.location ? <span>{e.location}</span> : null}
                          <span>
                            {e.price === null || Number(e.price) === 0 ? m.shops_free() : formatPrice(e.price)}
                          </span>
                          <span>
                            {e.maxParticipants === null
                              ? m.shops_going({ count: e.currentParticipants })
                              : m.shops_places_taken({ taken: e.currentParticipants, max: e.maxParticipants })}
                          </span>
                        </p>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-slate-600">{m.shops_no_events()}</p>
                )
              ) : null}
              {tab === "services" ? (
                services.length > 0 ? (
                  <ul className="grid gap-3 sm:grid-cols-2">
                    {services.map((s) => (
                      <li key={s.id} className="rounded-lg border border-slate-200 bg-white p-4">
                        <ItemPicture url={s.imageUrl} />
                        <h3 className="font-semibold">{s.name}</h3>
                        {s.category ? <p className="text-xs text-slate-500">{s.category}</p> : null}
                        {s.description ? <p className="mt-1 text-sm text-slate-700">{s.description}</p> : null}
                        <p className="mt-2 text-sm font-semibold text-brand">
                          {formatPrice(s.price)}
                          {s.durationMinutes ? (
                            <span className="font-normal text-slate-600">
                              {" "}
                              · {m.shops_minutes({ minutes: s.durationMinutes })}
                            </span>
                          ) : null}
                        </p>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-slate-600">{m.shops_no_services()}</p>
                )
              ) : null}
            </section>
          </div>
          <aside aria-labelledby="shop-contact" className={cardClass("sm", "h-fit")}>
            <h2 id="shop-contact" className="font-semibold">
              {m.shops_contact_information()}
            </h2>
            <dl className="mt-3 space-y-2 text-sm">
              <div>
                <dt className="text-slate-500">{m.shops_location()}</dt>
                <dd>{shop.location}</dd>
              </div>
              {shop.address ? (
                <div>
                  <dt className="text-slate-500">{m.shops_address()}</dt>
                  <dd>{shop.address}</dd>
                </div>
              ) : null}
              <div>
                <dt className="text-slate-500">{m.shops_phone()}</dt>
                <dd className="flex items-center gap-1">
                  <PhoneIcon width={14} height={14} />
                  {/* Only a business number marked public is here (getShopPage); otherwise a signed-in student asks for it. */}
                  {shop.phoneNumber ? (
                    <a href={`tel:${shop.phoneNumber}`}>{shop.phoneNumber}</a>
                  ) : shop.contactWay === "whatsapp" ? (
                    m.messages_contact_shop_phone_on_request()
                  ) : (
                    m.shops_not_provided()
                  )}
                </dd>
              </div>
              <div>
                <dt className="text-slate-500">{m.shops_owner()}</dt>
                <dd>{shop.ownerName ?? m.shops_unknown()}</dd>
              </div>
            </dl>
          </aside>
        </div>
      </div>
    </main>
  );
}
