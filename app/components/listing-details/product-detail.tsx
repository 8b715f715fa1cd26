import { Link } from "react-router";
import { formatDate } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { userTypeLabel } from "~/lib/user-type";
import { FavoriteButton } from "../favorite-button";
import { MessageSellerLink } from "../messages/message-seller-link";
import { Badge } from "../ui/badge";
import { WhatsappContact } from "../whatsapp-contact";
import type { ListingDetailData } from "./listing-detail-data";
import { ListingPerson } from "./listing-person";

/** What a product page says beside its photos. */
export function ProductDetail({ listing: product }: { listing: ListingDetailData }) {
  const { seller } = product;
  const message = `Hello ${seller.fullName}, I'm interested in your "${product.title}" listed on Chuo Market for ${formatPrice(product.price)}. Is it still available?`;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap gap-2">
        <Badge tone="emerald">{product.category}</Badge>
        {product.condition ? <Badge>{product.condition}</Badge> : null}
      </div>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{product.title}</h1>
      <p className="text-3xl font-extrabold text-brand">{formatPrice(product.price)}</p>
      {product.description ? <p className="whitespace-pre-line leading-7 text-slate-700">{product.description}</p> : null}

      <ListingPerson
        label="Seller"
        person={seller}
        subtitle={`${userTypeLabel(seller.userType)}${seller.campusName ? ` · ${seller.campusName}` : ""}`}
        note={
          product.shop ? (
            <p className="mt-3 text-sm text-slate-600">
              Sold by{" "}
              <Link to={`/shops/${product.shop.id}`} className="font-medium text-brand hover:underline">
                <bdi>{product.shop.name}</bdi>
              </Link>
            </p>
          ) : null
        }
      >
        <WhatsappContact number={seller.whatsappNumber} message={message} label="Contact Seller" missing="This seller hasn't provided a WhatsApp number." />
        <MessageSellerLink listingId={product.id} sellerId={seller.id} sellerName={seller.fullName} />
        <FavoriteButton kind="product" id={product.id} label={product.title} variant="detail" />
      </ListingPerson>

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
