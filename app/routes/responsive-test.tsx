import { Link } from "react-router";
import { cardClass } from "~/components/ui/card";
import { formatPrice } from "~/lib/shared/money";
import { pageTitle } from "~/lib/shared/site";

export function meta() {
  return [
    { title: pageTitle("Responsive Test") },
    {
      name: "description",
      content: "Development aid: shows which responsive layout (mobile, tablet or desktop) is active.",
    },
    { name: "robots", content: "noindex" },
  ];
}

const BREAKPOINTS = [
  { name: "Mobile", range: "under 640px", columns: 1 },
  { name: "Tablet", range: "640px to 1024px", columns: 2 },
  { name: "Desktop", range: "over 1024px", columns: 4 },
] as const;

const SAMPLE_CARDS = [
  { title: "Scientific calculator", category: "Electronics", price: 35_000 },
  { title: "Introductory Economics textbook", category: "Books", price: 15_000 },
  { title: "Single room near campus", category: "Accommodation", price: 120_000 },
  { title: "Study desk and chair", category: "Furniture", price: 80_000 },
  { title: "Football boots, size 42", category: "Sports", price: 45_000 },
  { title: "Laptop backpack", category: "Clothing", price: 25_000 },
  { title: "Rice cooker", category: "Other", price: 60_000 },
  { title: "Graduation gown rental", category: "Clothing", price: 10_000 },
] as const;

export default function ResponsiveTest() {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <p className="mb-6">
        <Link
          to="/"
          className="text-sm font-medium text-brand underline-offset-4 hover:text-emerald-800 hover:underline"
        >
          <span aria-hidden="true">&larr;</span> Back to Home
        </Link>
      </p>

      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Responsive Test</h1>
      <p className="mt-3 max-w-2xl leading-7 text-slate-700">
        This page is a development aid, not part of the marketplace. It shows which layout is active at the current
        screen width, using CSS breakpoints only, so it works with JavaScript turned off. Resize the window or rotate
        your device to see it change.
      </p>

      <section aria-labelledby="active-layout" className="mt-8">
        <h2 id="active-layout" className="text-xl font-semibold text-slate-900">
          Active layout
        </h2>
        <div className="mt-4" role="status">
          <p className="block rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900 sm:hidden">
            <span className="inline-block rounded-full bg-brand px-3 py-1 text-sm font-semibold text-white">
              Mobile
            </span>
            <span className="mt-2 block text-sm">Screen width is under 640px. Cards show in 1 column.</span>
          </p>
          <p className="hidden rounded-lg border border-sky-200 bg-sky-50 p-4 text-sky-900 sm:block lg:hidden">
            <span className="inline-block rounded-full bg-sky-600 px-3 py-1 text-sm font-semibold text-white">
              Tablet
            </span>
            <span className="mt-2 block text-sm">Screen width is 640px to 1024px. Cards show in 2 columns.</span>
          </p>
          <p className="hidden rounded-lg border border-violet-200 bg-violet-50 p-4 text-violet-900 lg:block">
            <span className="inline-block rounded-full bg-violet-600 px-3 py-1 text-sm font-semibold text-white">
              Desktop
            </span>
            <span className="mt-2 block text-sm">Screen width is over 1024px. Cards show in 4 columns.</span>
          </p>
        </div>

        <div className="mt-6 overflow-x-auto">
          <table className="w-full min-w-[20rem] border-collapse text-left text-sm">
            <caption className="sr-only">Breakpoints used across the site</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Layout
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Width
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Grid columns
                </th>
              </tr>
            </thead>
            <tbody className="text-slate-700">
              {BREAKPOINTS.map((bp) => (
                <tr key={bp.name} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                    {bp.name}
                  </th>
                  <td className="py-2 pr-4">{bp.range}</td>
                  <td className="py-2">{bp.columns}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="sample-grid" className="mt-10">
        <h2 id="sample-grid" className="text-xl font-semibold text-slate-900">
          Sample card grid
        </h2>
        <p className="mt-2 text-sm text-slate-600">1 column on mobile, 2 on tablet, 4 on desktop.</p>
        <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SAMPLE_CARDS.map((card, index) => (
            <li key={card.title} className={cardClass("none", "flex flex-col overflow-hidden shadow-sm")}>
              <div
                aria-hidden="true"
                className="flex aspect-[4/3] items-center justify-center bg-linear-to-br from-emerald-100 to-emerald-200 text-3xl font-bold text-brand"
              >
                {index + 1}
              </div>
              <div className="flex flex-1 flex-col gap-1 p-4">
                <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{card.category}</p>
                <h3 className="font-semibold text-slate-900">{card.title}</h3>
                <p className="mt-auto pt-2 font-bold text-brand">{formatPrice(card.price)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
