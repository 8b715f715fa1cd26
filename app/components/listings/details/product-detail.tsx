import { Link } from "react-router";
import { userTypeLabel } from "~/lib/accounts/user-type";
import { productCategoryLabel, productConditionLabel } from "~/lib/listings/labels/product-labels";
import { isListedPublicly } from "~/lib/listings/listing-status";
import { formatDate } from "~/lib/shared/dates";
import { formatPrice } from "~/lib/shared/money";
import { m } from "~/paraglide/messages";
import { MessageSellerLink } from "../../messages/message-seller-link";
import { WhatsappContact } from "../../messages/whatsapp-contact";
import { Badge } from "../../ui/badge";
import { FavoriteButton } from "../favorite-button";
import type { ListingDetailData } from "./listing-detail-data";
import { ListingPerson } from "./listing-person";

/** What a product page says beside its photos. */
export function ProductDetail({ listing: product }: { listing: ListingDetailData }) {
  const { seller } = product;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap gap-2">
        <Badge tone="emerald">{productCategoryLabel(product.category)}</Badge>
        {product.condition ? <Badge>{productConditionLabel(product.condition)}</Badge> : null}
      </div>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{product.title}</h1>
      <p className="text-3xl font-extrabold text-brand">{formatPrice(product.price)}</p>
      {product.description ? (
        <p className="whitespace-pre-line leading-7 text-slate-700">{product.description}</p>
      ) : null}

      <ListingPerson
        label={m.listings_seller()}
        person={seller}
        subtitle={`${userTypeLabel(seller.userType)}${seller.campusName ? ` · ${seller.campusName}` : ""}`}
        note={
          product.shop ? (
            <p className="mt-3 text-sm text-slate-600">
              {m.listings_sold_by()}{" "}
              <Link to={`/shops/${product.shop.id}`} className="font-medium text-brand hover:underline">
                <bdi>{product.shop.name}</bdi>
              </Link>
            </p>
          ) : null
        }
      >
        {/* Sold, expired or not yet live: nothing to contact anyone about. */}
        {isListedPublicly(product.status) ? (
          <>
            <WhatsappContact
              kind="listing"
              id={product.id}
              way={seller.contactWay}
              label={m.listings_contact_seller()}
              missing={m.listings_seller_no_whatsapp()}
            />
            <MessageSellerLink listingId={product.id} sellerId={seller.id} sellerName={seller.fullName} />
            <FavoriteButton kind="product" id={product.id} label={product.title} variant="detail" />
          </>
        ) : null}
      </ListingPerson>

      <section aria-labelledby="product-details">
        <h2 id="product-details" className="text-lg font-semibold">
          {m.listings_details()}
        </h2>
        <dl className="mt-2 grid grid-cols-2 gap-3 text-sm">
          <Detail label={m.listings_filter_category()} value={productCategoryLabel(product.category)} />
          <Detail
            label={m.listings_filter_condition()}
            value={product.condition ? productConditionLabel(product.condition) : m.listings_not_stated()}
          />
          <Detail label={m.listings_listed()} value={formatDate(product.createdAt)} />
          <Detail label={m.listings_seller_type()} value={userTypeLabel(seller.userType)} />
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
