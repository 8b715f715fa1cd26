import { cardImageUrl } from "~/lib/shared/images";

/**
 * A listing's small square picture beside a conversation (decorative: the title is next to it).
 * Sized by classes: the Content-Security-Policy allows no inline styles.
 */
export function ListingThumb({ src }: { src: string | null }) {
  const card = cardImageUrl(src);
  if (!card) return <div aria-hidden="true" className="size-14 shrink-0 rounded-lg bg-slate-200" />;
  return (
    <img
      src={card}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      decoding="async"
      className="size-14 shrink-0 rounded-lg object-cover"
    />
  );
}
