import { cardImageUrl } from "~/lib/images";
import { m } from "~/paraglide/messages";

/**
 * A card picture (the small variant) or a neutral placeholder when the listing has none. The
 * card's heading names the listing, so the picture is decorative (alt="") unless `alt` is given.
 */
export function CardImage({ src, alt = "" }: { src: string | null; alt?: string }) {
  const card = cardImageUrl(src);
  if (!card) {
    return (
      <div className="grid aspect-[4/3] w-full place-items-center bg-slate-200 text-sm text-slate-600" aria-hidden="true">
        {m.listings_no_photo()}
      </div>
    );
  }
  return <img src={card} alt={alt} width={480} height={360} loading="lazy" decoding="async" className="aspect-[4/3] w-full object-cover" />;
}
