import { m } from "~/paraglide/messages";

/** A review's stars (★★★★☆), read out as words: the profile's reviews and the moderators' console. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span>
      <span aria-hidden="true" className="text-amber-700">
        {"★".repeat(rating)}
        <span className="text-slate-300">{"★".repeat(5 - rating)}</span>
      </span>
      <span className="sr-only">{m.reviews_rated({ rating })}</span>
    </span>
  );
}
