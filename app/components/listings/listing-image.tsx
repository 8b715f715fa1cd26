import { cardImageUrl } from "~/lib/shared/images";
import { m } from "~/paraglide/messages";

/**
 * A card picture (the small variant) or a neutral placeholder when the listing has none. The
 * card's heading names the listing, so the picture is decorative (alt="") unless `alt` is given.
 */
/**
 * How many of a list's first cards get `priority`: a phone's first row of products holds two. Where
 * it holds one (shops), the second card is the first the phone scrolls to.
 */
export const FIRST_ROW_CARDS = 2;

/**
 * A card's photo. Lists' first cards are on the first screen and their photo is the page's largest
 * element: `priority` asks for it at once, first (React preloads it), instead of when it scrolls near.
 */
export function CardImage({
  src,
  alt = "",
  priority = false,
}: {
  src: string | null;
  alt?: string;
  priority?: boolean;
}) {
  const card = cardImageUrl(src);
  if (!card) {
    return (
      <div
        className="grid aspect-[4/3] w-full place-items-center bg-slate-200 text-sm text-slate-600"
        aria-hidden="true"
      >
        {m.listings_no_photo()}
      </div>
    );
  }
  return priority ? (
    <img
      src={card}
      alt={alt}
      width={480}
      height={360}
      fetchPriority="high"
      className="aspect-[4/3] w-full object-cover"
    />
  ) : (
    <img
      src={card}
      alt={alt}
      width={480}
      height={360}
      loading="lazy"
      decoding="async"
      className="aspect-[4/3] w-full object-cover"
    />
  );
}
