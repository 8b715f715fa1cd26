import { Link } from "react-router";
import type { Locale } from "~/lib/shared/i18n/locales";
import { SITE_NAME } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import { LanguageSwitch } from "./language-switch";

/** Labels are message functions, worded when the footer renders, in the page's language. */
const QUICK_LINKS = [
  { to: "/products", label: m.site_footer_browse_products },
  { to: "/accommodations", label: m.site_footer_find_accommodation },
  { to: "/shops", label: m.site_footer_local_shops },
  { to: "/users", label: m.site_nav_sellers },
];
const SELL_LINKS = [
  { to: "/products/post", label: m.site_footer_post_product },
  { to: "/accommodations/post", label: m.site_footer_list_accommodation },
  { to: "/shops/create", label: m.site_footer_create_shop },
];
/** A thumb's row on a phone (44 px tall, DESIGN.md, Touch); 32 px where a mouse points. */
const LINK = "inline-flex min-h-11 items-center hover:text-white sm:min-h-8";
const FEATURES = [
  m.site_footer_feature_campus,
  m.site_footer_feature_mobile_money,
  m.site_footer_feature_whatsapp,
  m.site_footer_feature_premium,
];

export function SiteFooter({ year, locale }: { year: number; locale: Locale }) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{SITE_NAME}</p>
          <p className="mt-2 text-sm">{m.site_tagline()}</p>
        </div>
        <FooterList title={m.site_footer_quick_links()} links={QUICK_LINKS} />
        <FooterList title={m.site_footer_start_selling()} links={SELL_LINKS} />
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{m.site_footer_features()}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {FEATURES.map((feature) => (
              <li key={feature()}>{feature()}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>{m.site_footer_rights({ year, site: SITE_NAME })}</p>
          <LanguageSwitch current={locale} place="footer" />
          <p className="flex gap-4">
            <Link to="/privacy-policy" className={LINK}>
              {m.site_footer_privacy()}
            </Link>
            <Link to="/terms-of-service" className={LINK}>
              {m.site_footer_terms()}
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}

function FooterList({ title, links }: { title: string; links: { to: string; label: () => string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-1 text-sm">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className={LINK}>
              {l.label()}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
