import { useEffect, useState } from "react";
import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { FAVORITE_TEXT, type FavoriteKind } from "~/lib/favorites";
import { HeartIcon } from "./icons";
import { useToast } from "./toast";

interface RootData {
  user: { id: string } | null;
  favorites: { products: string[]; accommodations: string[]; shops: string[] } | null;
}

const LIST_OF: Record<FavoriteKind, keyof NonNullable<RootData["favorites"]>> = {
  product: "products",
  accommodation: "accommodations",
  shop: "shops",
};

/**
 * The heart on cards and detail pages. Signed in, it saves or unsaves at once (and the list of
 * saved items reloads); signed out, it is refused with the spec's toast, and without JavaScript
 * it leads to the sign-in page.
 */
export function FavoriteButton({ kind, id, label, variant = "card" }: { kind: FavoriteKind; id: string; label: string; variant?: "card" | "detail" }) {
  const toast = useToast();
  const location = useLocation();
  const root = useRouteLoaderData<RootData>("root");
  const fetcher = useFetcher<{ favorited?: boolean; error?: string }>();
  const saved = root?.favorites?.[LIST_OF[kind]].includes(id) ?? false;
  const busy = fetcher.state !== "idle";
  // Without JavaScript the form posts natively and the action sends the page back instead of data.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const shown = busy ? !saved : saved;

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.error) toast({ title: FAVORITE_TEXT.failed, description: fetcher.data.error, variant: "destructive" });
    else toast(fetcher.data.favorited ? FAVORITE_TEXT.added : FAVORITE_TEXT.removed);
  }, [fetcher.state, fetcher.data, toast]);

  const className =
    variant === "card"
      ? `grid h-9 w-9 place-items-center rounded-full bg-white/90 shadow ${shown ? "text-red-500" : "text-slate-600 hover:text-red-500"}`
      : `inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium ${shown ? "text-red-600" : "text-slate-700 hover:text-red-500"}`;
  const name = shown ? `Remove ${label} from favorites` : `Add ${label} to favorites`;
  const content = (
    <>
      <HeartIcon filled={shown} />
      {variant === "detail" ? <span>{shown ? "Saved" : "Favorite"}</span> : null}
    </>
  );
  const back = location.pathname + location.search;

  if (!root?.user) {
    const refusal = variant === "card" ? FAVORITE_TEXT.signedOutCard : FAVORITE_TEXT.signedOutDetail;
    return (
      <form
        method="get"
        action="/auth"
        onSubmit={(event) => {
          event.preventDefault();
          toast({ ...refusal, variant: "destructive" });
        }}
      >
        <input type="hidden" name="redirectTo" value={back} />
        <button type="submit" aria-label={name} className={className}>
          {content}
        </button>
      </form>
    );
  }
  return (
    <fetcher.Form method="post" action="/favorites/toggle">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="redirectTo" value={back} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button type="submit" aria-label={name} aria-pressed={shown} className={className}>
        {content}
      </button>
    </fetcher.Form>
  );
}
