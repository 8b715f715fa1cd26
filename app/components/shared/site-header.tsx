import { Link, NavLink, useLocation } from "react-router";
import { signOutQuestion } from "~/lib/shared/account-text";
import type { Locale } from "~/lib/shared/i18n/locales";
import { SITE_MARK, SITE_NAME } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import { Button } from "../ui/button";
import { LinkButton } from "../ui/link-button";
import { ActionForm } from "./action-form";
import { BellIcon, ChatIcon, MenuIcon } from "./icons";
import { LanguageSwitch } from "./language-switch";

/** Labels are message functions, worded when the header renders, in the page's language. */
const BROWSE_LINKS = [
  { to: "/products", label: m.site_nav_products },
  { to: "/accommodations", label: m.site_nav_accommodations },
  { to: "/shops", label: m.site_nav_shops },
  { to: "/users", label: m.site_nav_sellers },
];

/**
 * The student's own pages: in the phone menu after the browse links, on wider screens under "My
 * account". Post reuses the footer's "Post a Product", already on every page (the JS budget).
 */
const ACCOUNT_LINKS = [
  { to: "/products/post", label: m.site_footer_post_product },
  { to: "/my-listings", label: m.site_nav_my_listings },
  { to: "/favorites", label: m.site_nav_favorites },
  { to: "/messages", label: m.site_nav_messages },
  { to: "/notifications", label: m.site_nav_notifications },
  { to: "/wallet", label: m.site_nav_wallet },
  { to: "/shop-management", label: m.site_nav_shop_management },
  { to: "/profile", label: m.site_nav_profile },
];

type HeaderLink = (typeof BROWSE_LINKS)[number];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "text-brand" : "text-slate-700 hover:text-brand"}`;

/** Asks before signing out (docs/product.md#chrome); without JavaScript /sign-out asks instead. */
function SignOutButton({ className }: { className?: string }) {
  return (
    <ActionForm
      action="/sign-out"
      onSubmit={(event) => {
        if (!window.confirm(signOutQuestion())) event.preventDefault();
      }}
    >
      <Button type="submit" variant="secondary" size="sm" className={className}>
        {m.site_nav_sign_out()}
      </Button>
    </ActionForm>
  );
}

/** The links of a menu or the bar; `row` sets their height (44 px in the phone menu). */
function NavLinks({ links, row = "" }: { links: HeaderLink[]; row?: string }) {
  return links.map((l) => (
    <NavLink key={l.to} to={l.to} className={({ isActive }) => `${row} ${linkClass({ isActive })}`} prefetch="intent">
      {l.label()}
    </NavLink>
  ));
}

/** A header icon link with its unread count (the bell, the messages). */
function CountedLink({
  to,
  name,
  unread,
  icon,
  testId,
}: {
  to: string;
  name: string;
  unread: number;
  icon: React.ReactNode;
  testId: string;
}) {
  const label = unread > 0 ? m.site_nav_unread({ name, count: unread }) : name;
  return (
    <NavLink
      to={to}
      aria-label={label}
      title={label}
      className="relative rounded-md p-2 text-slate-700 hover:bg-slate-100 hover:text-brand"
    >
      {icon}
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid={testId}
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] font-bold leading-5 text-white"
        >
          {unread > 99 ? "99+" : String(unread)}
        </span>
      ) : null}
    </NavLink>
  );
}

/**
 * Signed out: Products, Accommodations, Shops, Sellers, Sign In, Get Started. Signed in: Dashboard
 * and the same four, then the student's own pages (ACCOUNT_LINKS), Moderation for moderators and
 * admins, Admin for admins, and Sign Out:
 * on wide screens under "My account", on phones in the menu's second group. Both menus are
 * <details>, so they work without JavaScript; keyed by path, they start closed after each navigation.
 * The bar shows from 1024 px: narrower, even the signed-out links did not fit on one row.
 */
export function SiteHeader({
  user,
  locale,
  unreadNotifications = 0,
  unreadMessages = 0,
}: {
  user: { id: string; fullName: string; isAdmin?: boolean; canModerate?: boolean } | null;
  locale: Locale;
  unreadNotifications?: number;
  unreadMessages?: number;
}) {
  const { pathname } = useLocation();
  const links = user ? [{ to: "/dashboard", label: m.site_nav_dashboard }, ...BROWSE_LINKS] : BROWSE_LINKS;
  const account = [
    ...ACCOUNT_LINKS,
    ...(user?.canModerate ? [{ to: "/admin/reports", label: m.site_nav_moderation }] : []),
    ...(user?.isAdmin
      ? [
          { to: "/admin/users", label: m.site_nav_admin },
          { to: "/admin/campus-domains", label: m.verification_nav_campus_domains },
          { to: "/admin/payouts", label: m.admin_payouts_nav },
          { to: "/admin/books", label: m.admin_books_nav },
        ]
      : []),
  ];
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-brand">
          <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-lg bg-brand text-sm text-white">
            {SITE_MARK}
          </span>
          {SITE_NAME}
        </Link>
        <div className="flex items-center gap-1">
          <nav aria-label={m.site_nav_main()} className="hidden items-center gap-1 lg:flex">
            <NavLinks links={links} />
            {user ? (
              <details key={pathname} className="group relative">
                <summary className="flex cursor-pointer items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand">
                  {m.site_nav_my_account()}
                  <span aria-hidden="true" className="group-open:rotate-180">
                    ▾
                  </span>
                </summary>
                <div className="absolute right-0 top-11 flex w-56 flex-col rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
                  <NavLinks links={account} />
                  <SignOutButton className="mt-1 w-full text-left" />
                </div>
              </details>
            ) : (
              <>
                <Link
                  to="/auth"
                  className="ml-2 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand"
                >
                  {m.site_nav_sign_in()}
                </Link>
                <LinkButton to="/auth?tab=signup" size="sm">
                  {m.site_nav_get_started()}
                </LinkButton>
              </>
            )}
            <LanguageSwitch current={locale} place="header" />
          </nav>
          {user ? (
            <>
              <CountedLink
                to="/messages"
                name={m.site_nav_messages()}
                unread={unreadMessages}
                icon={<ChatIcon />}
                testId="header-unread-messages"
              />
              <CountedLink
                to="/notifications"
                name={m.site_nav_notifications()}
                unread={unreadNotifications}
                icon={<BellIcon />}
                testId="header-unread"
              />
            </>
          ) : null}
          <details key={pathname} className="group relative lg:hidden">
            <summary
              className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
              aria-label={m.site_nav_open_menu()}
            >
              <MenuIcon />
            </summary>
            {/* Scrolls when taller than the screen: the header is sticky, so the page cannot scroll it into view. */}
            <nav
              aria-label={m.site_nav_mobile()}
              className="absolute right-0 top-12 flex max-h-[calc(100dvh-4rem)] w-64 flex-col overflow-y-auto rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
            >
              <NavLinks links={links} row="flex min-h-11 items-center" />
              {user ? (
                <>
                  <div className="my-1 border-t border-slate-100" />
                  <NavLinks links={account} row="flex min-h-11 items-center" />
                  <SignOutButton className="mt-1 min-h-11 w-full text-left" />
                </>
              ) : (
                <>
                  <Link
                    to="/auth"
                    className="flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-slate-700"
                  >
                    {m.site_nav_sign_in()}
                  </Link>
                  <LinkButton to="/auth?tab=signup" size="sm" className="mt-1 min-h-11 w-full">
                    {m.site_nav_get_started()}
                  </LinkButton>
                </>
              )}
              <div className="mt-1 border-t border-slate-100 pt-1 [&_button]:min-h-11">
                <LanguageSwitch current={locale} place="header" />
              </div>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
