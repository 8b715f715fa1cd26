import { useState } from "react";
import { cardImageUrl, imageSrcSet } from "~/lib/shared/images";
import { m } from "~/paraglide/messages";
import { ChevronLeftIcon, ChevronRightIcon } from "../shared/icons";

/**
 * How wide the gallery's photo shows: the page's width on a phone, half of the page's 72rem column
 * from `lg`. The photo is the page's largest element: with `fetchPriority="high"` React puts its
 * preload, with this srcset and sizes, into the document's head, so it is asked for first.
 */
const GALLERY_IMAGE_SIZES = "(min-width: 1152px) 544px, (min-width: 1024px) calc(50vw - 48px), calc(100vw - 32px)";

/**
 * Listing photos with previous/next (wrapping around) and thumbnails. Without JavaScript the
 * controls are links to `?photo=N`, which the server renders with that photo shown.
 */
export function Gallery({ images, alt, initialIndex = 0 }: { images: string[]; alt: string; initialIndex?: number }) {
  const count = images.length;
  const [index, setIndex] = useState(Math.min(Math.max(initialIndex, 0), Math.max(count - 1, 0)));
  if (count === 0) {
    return (
      <div
        className="grid aspect-[4/3] w-full place-items-center rounded-xl bg-slate-200 text-slate-600"
        role="img"
        aria-label={m.listings_gallery_no_photo_label({ title: alt })}
      >
        {m.listings_no_photo()}
      </div>
    );
  }
  const go = (next: number) => (event: React.MouseEvent) => {
    event.preventDefault();
    setIndex(((next % count) + count) % count);
  };
  const photoHref = (i: number) => `?photo=${((i % count) + count) % count}`;
  const arrow =
    "absolute top-1/2 -translate-y-1/2 grid h-10 w-10 place-items-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white";
  return (
    <div>
      <div className="relative overflow-hidden rounded-xl bg-slate-100">
        <img
          src={images[index]}
          srcSet={imageSrcSet(images[index])}
          sizes={GALLERY_IMAGE_SIZES}
          alt={m.listings_gallery_photo_alt({ title: alt, number: index + 1, count })}
          width={1200}
          height={900}
          className="aspect-[4/3] w-full object-cover"
          fetchPriority="high"
        />
        {count > 1 ? (
          <>
            <a
              href={photoHref(index - 1)}
              onClick={go(index - 1)}
              className={`${arrow} left-2`}
              aria-label={m.listings_gallery_previous()}
            >
              <ChevronLeftIcon />
            </a>
            <a
              href={photoHref(index + 1)}
              onClick={go(index + 1)}
              className={`${arrow} right-2`}
              aria-label={m.listings_gallery_next()}
            >
              <ChevronRightIcon />
            </a>
            <p
              className="absolute bottom-2 right-2 rounded bg-black/60 px-2 py-0.5 text-xs text-white"
              aria-live="polite"
            >
              {index + 1} / {count}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto" aria-label={m.listings_gallery_photos()}>
          {images.map((src, i) => (
            <li key={src}>
              <a
                href={photoHref(i)}
                onClick={go(i)}
                aria-label={m.listings_gallery_show_photo({ number: i + 1 })}
                aria-current={i === index ? "true" : undefined}
                className={`block overflow-hidden rounded-md border-2 ${i === index ? "border-brand" : "border-transparent opacity-80 hover:opacity-100"}`}
              >
                <img
                  src={cardImageUrl(src) ?? src}
                  alt=""
                  width={96}
                  height={72}
                  loading="lazy"
                  className="h-16 w-20 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
