import { Link } from "react-router";
import { SITE_NAME, SITE_TAGLINE } from "~/lib/site";

const QUICK_LINKS = [
  { to: "/products", label: "Browse Products" },
  { to: "/accommodations", label: "Find Accommodation" },
  { to: "/shops", label: "Local Shops" },
  { to: "/users", label: "Sellers" },
];
const SELL_LINKS = [
  { to: "/products/post", label: "Post a Product" },
  { to: "/accommodations/post", label: "List Accommodation" },
  { to: "/shops/create", label: "Create Shop" },
];
const FEATURES = ["Campus-based listings", "Mobile money payments", "Chat on WhatsApp", "Premium shops"];

export function SiteFooter({ year }: { year: number }) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{SITE_NAME}</p>
          <p className="mt-2 text-sm">{SITE_TAGLINE}</p>
        </div>
        <FooterList title="Quick Links" links={QUICK_LINKS} />
        <FooterList title="Start Selling" links={SELL_LINKS} />
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Features</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {FEATURES.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {SITE_NAME}. All rights reserved.
          </p>
          <p className="flex gap-4">
            <Link to="/privacy-policy" className="hover:text-white">
              Privacy Policy
            </Link>
            <Link to="/terms-of-service" className="hover:text-white">
              Terms of Service
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}

function FooterList({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="hover:text-white">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
