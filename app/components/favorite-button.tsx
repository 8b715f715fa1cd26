import { useLocation } from "react-router";
import { HeartIcon } from "./icons";
import { useToast } from "./toast";

/**
 * The heart on cards and detail pages. Signed-out visitors are refused with the spec's toast
 * (cards: 'Authentication required'; detail pages: 'Sign in required'). Without JavaScript the
 * form leads to the sign-in page instead.
 */
export function FavoriteButton({ label, variant = "card" }: { label: string; variant?: "card" | "detail" }) {
  const toast = useToast();
  const location = useLocation();
  const refusal =
    variant === "card"
      ? { title: "Authentication required", description: "Please sign in to add items to favorites." }
      : { title: "Sign in required", description: "Please sign in to add favorites" };
  return (
    <form
      method="get"
      action="/auth"
      onSubmit={(event) => {
        event.preventDefault();
        toast({ ...refusal, variant: "destructive" });
      }}
    >
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        aria-label={`Add ${label} to favorites`}
        className={
          variant === "card"
            ? "grid h-9 w-9 place-items-center rounded-full bg-white/90 text-slate-600 shadow hover:text-red-500"
            : "inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:text-red-500"
        }
      >
        <HeartIcon />
        {variant === "detail" ? <span>Favorite</span> : null}
      </button>
    </form>
  );
}
