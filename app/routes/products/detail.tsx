import { data, Link } from "react-router";
import { Badge } from "~/components/badge";
import { FavoriteButton } from "~/components/favorite-button";
import { Gallery } from "~/components/gallery";
import { ArrowLeftIcon } from "~/components/icons";
import { OwnListingNotice } from "~/components/own-listing-notice";
import { PersonAvatar } from "~/components/person-avatar";
import { DetailErrorBoundary } from "~/components/route-error";
import { WhatsappContact } from "~/components/whatsapp-contact";
import { getProduct } from "~/.server/domain/products/get-product";
import { getSessionUser } from "~/.server/auth/get-session-user";
import { countDetailView } from "~/.server/visitors/listing-viewer";
import { orRespond } from "~/.server/http/error-response";
import { formatDate } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { pageTitle } from "~/lib/site";
import { userTypeLabel } from "~/lib/user-type";
import type { Route } from "./+types/detail";

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: pageTitle("Product not found") }];
  const { product } = data;
  return [
    { title: pageTitle(product.name) },
    { name: "description", content: `${formatPrice(product.price)} - ${product.description ?? product.category}` },
    { property: "og:title", content: product.name },
    { property: "og:image", content: product.imageUrls[0] ?? "" },
  ];
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(context, request);
  // A seller may look at their own listing whatever its status (a pending one is otherwise hidden).
  const product = await orRespond(getProduct(context.db, params.id, user?.id ?? null));
  const photo = Number(new URL(request.url).searchParams.get("photo") ?? 0);
  const headers = await countDetailView(context, request, "product", product.id, user?.id ?? null);
  return data({ product, photo: Number.isInteger(photo) ? photo : 0 }, { headers });
}

/** A first-time visitor's view counter cookie is set on the page itself. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function ErrorBoundary() {
  return <DetailErrorBoundary notFoundTitle="Product not found" backTo="/products" backLabel="Back to Products" />;
}

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { product, photo } = loaderData;
  const { seller } = product;
  const message = `Hello ${seller.fullName}, I'm interested in your "${product.name}" listed on Chuo Market for ${formatPrice(product.price)}. Is it still available?`;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-6">
      <Link to="/products" className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-emerald-700">
        <ArrowLeftIcon width={16} height={16} /> Back to Products
      </Link>
      <OwnListingNotice status={product.status} editTo={`/products/${product.id}/edit`} />
      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        <Gallery images={product.imageUrls} alt={product.name} initialIndex={photo} />
        <div className="space-y-5">
          <div className="flex flex-wrap gap-2">
            <Badge tone="emerald">{product.category}</Badge>
            {product.condition ? <Badge>{product.condition}</Badge> : null}
          </div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{product.name}</h1>
          <p className="text-3xl font-extrabold text-emerald-700">{formatPrice(product.price)}</p>
          {product.description ? <p className="whitespace-pre-line leading-7 text-slate-700">{product.description}</p> : null}

          <section aria-label="Seller" className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex items-center gap-3">
              <PersonAvatar name={seller.fullName} imageUrl={seller.profileImageUrl} />
              <div className="min-w-0">
                <Link to={`/user/${seller.id}`} className="font-semibold text-slate-900 hover:text-emerald-700">
                  {seller.fullName}
                </Link>
                <p className="text-sm text-slate-600">
                  {userTypeLabel(seller.userType)}
                  {seller.campusName ? ` · ${seller.campusName}` : ""}
                </p>
              </div>
            </div>
            {product.shop ? (
              <p className="mt-3 text-sm text-slate-600">
                Sold by{" "}
                <Link to={`/shops/${product.shop.id}`} className="font-medium text-emerald-700 hover:underline">
                  {product.shop.name}
                </Link>
              </p>
            ) : null}
            <div className="mt-4 flex flex-col gap-2 sm:flex-row">
              <WhatsappContact
                number={seller.whatsappNumber}
                message={message}
                label="Contact Seller"
                missing="This seller hasn't provided a WhatsApp number."
              />
              <FavoriteButton kind="product" id={product.id} label={product.name} variant="detail" />
            </div>
          </section>

          <section aria-labelledby="product-details">
            <h2 id="product-details" className="text-lg font-semibold">
              Details
            </h2>
            <dl className="mt-2 grid grid-cols-2 gap-3 text-sm">
              <Detail label="Category" value={product.category} />
              <Detail label="Condition" value={product.condition ?? "Not stated"} />
              <Detail label="Listed" value={formatDate(product.createdAt)} />
              <Detail label="Seller type" value={userTypeLabel(seller.userType)} />
            </dl>
          </section>
        </div>
      </div>
    </main>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}
