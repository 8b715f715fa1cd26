import { Link } from "react-router";
import { requireUser } from "~/.server/auth/require-user";
import { type ActivityItem, getDashboard } from "~/.server/domain/accounts/dashboard/get-dashboard";
import { getSellerPanel, type SellerPanel } from "~/.server/domain/accounts/dashboard/get-seller-panel";
import { listFollowedListings } from "~/.server/domain/sellers/follows/list-followed-listings";
import { listNearbySellers } from "~/.server/domain/sellers/list-nearby-sellers";
import { AnyKindBadges } from "~/components/listings/badges/any-kind-badges";
import { ListingCard } from "~/components/listings/listing-cards";
import { NearbySellersStrip } from "~/components/sellers/nearby-sellers-strip";
import { cardClass } from "~/components/ui/card";
import { formatRating } from "~/lib/reviews/review-rules";
import { relativeTime } from "~/lib/shared/dates";
import { formatCompact } from "~/lib/shared/money";
import { pageTitle } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/dashboard";

export function meta() {
  return [{ title: pageTitle(m.accounts_dashboard()) }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const [dashboard, panel, nearbySellers, followed] = await Promise.all([
    getDashboard(context.db, user.id),
    getSellerPanel(context.db, user.id),
    listNearbySellers(context.db, { userId: user.id }),
    listFollowedListings(context.db, user.id),
  ]);
  return { dashboard, panel, nearbySellers, followed, now: new Date().toISOString() };
}

/**
 * Labels are message functions, worded when the page renders, in the reader's language. The
 * student's everyday places first (what they sell, saved and said), so a phone shows them at once.
 */
const QUICK_ACTIONS = [
  { to: "/products/post", label: m.accounts_action_post_product, text: m.accounts_action_post_product_text },
  { to: "/my-listings", label: m.accounts_action_my_listings, text: m.accounts_action_my_listings_text },
  { to: "/favorites", label: m.accounts_my_favorites, text: m.site_dashboard_favorites_text },
  { to: "/messages", label: m.site_nav_messages, text: m.site_dashboard_messages_text },
  { to: "/wallet", label: m.accounts_action_wallet, text: m.accounts_action_wallet_text },
  { to: "/shop-management", label: m.accounts_action_my_shops, text: m.accounts_action_my_shops_text },
  {
    to: "/accommodations/post",
    label: m.accounts_action_list_accommodation,
    text: m.accounts_action_list_accommodation_text,
  },
  { to: "/notifications", label: m.accounts_action_notifications, text: m.accounts_action_notifications_text },
  { to: "/profile", label: m.accounts_action_profile, text: m.accounts_action_profile_text },
];

const ACTIVITY_TEXT: Record<ActivityItem["kind"], (title: string) => string> = {
  listed_product: (title) => m.accounts_activity_listed({ title }),
  listed_accommodation: (title) => m.accounts_activity_listed({ title }),
  opened_shop: (title) => m.accounts_activity_opened_shop({ title }),
  favorited_product: (title) => m.accounts_activity_favorited({ title }),
  favorited_accommodation: (title) => m.accounts_activity_favorited({ title }),
};

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { dashboard: d, panel, nearbySellers, followed, now } = loaderData;
  const stats = [
    {
      label: m.accounts_total_listings(),
      value: d.totalListings,
      note: m.accounts_active_count({ count: d.activeListings }),
    },
    { label: m.accounts_total_views(), value: d.totalViews, note: m.accounts_total_views_note() },
    { label: m.accounts_favorites(), value: d.favoritesOnMyListings, note: m.accounts_favorites_note() },
  ];
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {m.accounts_welcome_back_name({ name: d.fullName })}
      </h1>
      <p className="mt-1 text-slate-600">{m.accounts_dashboard_intro()}</p>

      <section aria-labelledby="actions-heading" className="mt-6">
        <h2 id="actions-heading" className="text-lg font-semibold">
          {m.accounts_quick_actions()}
        </h2>
        {/* First, in two columns of names on a phone (the first screen holds them all); with their hints from 640 px. */}
        <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
          {QUICK_ACTIONS.map((a) => (
            <li key={a.to}>
              <Link
                to={a.to}
                className={cardClass(
                  "none",
                  "flex h-full min-h-11 flex-col justify-center px-3 py-2 hover:border-emerald-500 sm:p-4",
                )}
              >
                <span className="font-semibold text-slate-900">{a.label()}</span>
                <span className="mt-1 hidden text-sm text-slate-600 sm:block">{a.text()}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="stats-heading" className="mt-8">
        <h2 id="stats-heading" className="sr-only">
          {m.accounts_your_figures()}
        </h2>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {stats.map((s) => (
            <div key={s.label} className={cardClass("sm")}>
              <dt className="text-sm text-slate-600">{s.label}</dt>
              <dd className="mt-1 text-3xl font-bold text-slate-900" title={s.value.toLocaleString("en-US")}>
                {formatCompact(s.value)}
              </dd>
              <dd className="text-xs text-slate-500">{s.note}</dd>
            </div>
          ))}
        </dl>
      </section>

      <SellerPanelSection panel={panel} />

      <div className="-mx-4">
        <NearbySellersStrip sellers={nearbySellers} />
      </div>

      <section aria-labelledby="followed-heading" className="mt-8">
        <h2 id="followed-heading" className="text-lg font-semibold">
          {m.accounts_from_followed_sellers()}
        </h2>
        {followed.length > 0 ? (
          <div className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4">
            {followed.map((listing) => (
              <ListingCard key={listing.id} listing={listing} Badges={AnyKindBadges} />
            ))}
          </div>
        ) : (
          <p className="mt-2 text-sm text-slate-600">
            {m.accounts_follow_sellers_hint()}{" "}
            <Link to="/users" className="font-medium text-brand hover:underline">
              {m.accounts_discover_sellers()}
            </Link>
          </p>
        )}
      </section>

      <section aria-labelledby="activity-heading" className="mt-8 max-w-3xl">
        <h2 id="activity-heading" className="text-lg font-semibold">
          {m.accounts_recent_activity()}
        </h2>
        {d.activity.length === 0 ? (
          <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
            {m.accounts_no_activity()}
          </p>
        ) : (
          <ol className={cardClass("none", "mt-3 divide-y divide-slate-100")}>
            {d.activity.map((a) => (
              <li
                key={`${a.kind}-${a.link}-${String(a.at)}`}
                className="flex items-start justify-between gap-3 p-3 text-sm"
              >
                <Link to={a.link} className="text-slate-800 hover:text-brand">
                  {ACTIVITY_TEXT[a.kind](a.title)}
                </Link>
                <span className="shrink-0 text-xs text-slate-500">{relativeTime(a.at, now)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </main>
  );
}

/** The seller's own figures (decision 0019), each from what the database keeps (domain/accounts/dashboard/get-seller-panel.ts). */
function SellerPanelSection({ panel }: { panel: SellerPanel }) {
  const figures = [
    { label: m.accounts_panel_views_7(), value: panel.views7.toLocaleString("en-US") },
    { label: m.accounts_panel_views_30(), value: panel.views30.toLocaleString("en-US") },
    { label: m.accounts_panel_saves(), value: panel.saves.toLocaleString("en-US") },
    { label: m.accounts_panel_conversations(), value: panel.conversations30.toLocaleString("en-US") },
    {
      label: m.accounts_panel_reply_rate(),
      value: panel.replyRate === null ? m.accounts_panel_none() : `${panel.replyRate}%`,
    },
    { label: m.accounts_panel_deals(), value: panel.deals.toLocaleString("en-US") },
    {
      label: m.accounts_panel_rating(),
      value: panel.rating ? `★ ${formatRating(panel.rating.average)} (${panel.rating.count})` : m.accounts_panel_none(),
    },
  ];
  return (
    <section aria-labelledby="panel-heading" className="mt-8">
      <h2 id="panel-heading" className="text-lg font-semibold">
        {m.accounts_panel_heading()}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((f) => (
          <div key={f.label} className={cardClass("sm")}>
            <dt className="text-sm text-slate-600">{f.label}</dt>
            <dd className="mt-1 text-xl font-bold text-slate-900">{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
