import { useEffect, useState } from "react";
import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { PENDING_ACTION_FIELD, pendingFavorite, signInToFinish } from "~/lib/accounts/pending-action";
import { FAVORITE_TEXT, type FavoriteKind } from "~/lib/listings/favorites";
import { m } from "~/paraglide/messages";
import { SubmitOnceField } from "../shared/action-form";
import { HeartIcon } from "../shared/icons";
import { useToast } from "../shared/toast";
import { Button, type ButtonProps } from "../ui/button";

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
 * saved items reloads); signed out, it is refused with the toast of docs/product.md#favorites and
 * its Sign in, which finishes the save; without JavaScript it leads to that sign-in page.
 */
type FavoriteButtonProps = { kind: FavoriteKind; id: string; label: string; variant?: "card" | "detail" };

export function FavoriteButton(props: FavoriteButtonProps) {
  const root = useRouteLoaderData<RootData>("root");
  // A visitor's heart needs no fetcher or effects: a list renders dozens of them.
  return root?.user ? (
    <SignedInFavoriteButton {...props} saved={root.favorites?.[LIST_OF[props.kind]].includes(props.id) ?? false} />
  ) : (
    <SignedOutFavoriteButton {...props} />
  );
}

/**
 * The heart alone, round over a card's photo; or with its word, beside the other buttons of a
 * detail page. Its name says what a press does to the item; on a detail page it starts with the
 * word shown, so the visible label is in the name (WCAG 2.5.3: a speech user says what they see).
 */
function HeartButton({
  variant,
  shown,
  label,
  ...rest
}: { variant: FavoriteButtonProps["variant"]; shown: boolean; label: string } & Omit<
  ButtonProps,
  "variant" | "size" | "className" | "children" | "aria-label"
>) {
  // The heart (and its word) turn red when saved or pointed at; the button keeps its own colours.
  const red = shown ? (variant === "detail" ? "text-red-600" : "text-red-500") : "group-hover:text-red-500";
  const name =
    variant === "detail"
      ? shown
        ? m.listings_favorite_saved_remove_named({ name: label })
        : m.listings_favorite_save_add_named({ name: label })
      : shown
        ? m.listings_favorite_remove_named({ name: label })
        : m.listings_favorite_add_named({ name: label });
  return variant === "detail" ? (
    <Button variant="secondary" className="group inline-flex items-center gap-2" aria-label={name} {...rest}>
      <HeartIcon filled={shown} className={red} />
      <span className={red}>{shown ? m.listings_favorite_saved() : m.listings_favorite_save()}</span>
    </Button>
  ) : (
    <Button variant="overlay" size="icon" className="group" aria-label={name} {...rest}>
      <HeartIcon filled={shown} className={red} />
    </Button>
  );
}

/**
 * Signed out: refused with the toast of docs/product.md#favorites, whose Sign in comes back here
 * and saves the item (app/lib/accounts/pending-action.ts); without JavaScript the form is that sign-in.
 */
function SignedOutFavoriteButton({ kind, id, label, variant = "card" }: FavoriteButtonProps) {
  const toast = useToast();
  const { pathname, search } = useLocation();
  const refusal = variant === "card" ? FAVORITE_TEXT.signedOutCard : FAVORITE_TEXT.signedOutDetail;
  const here = pathname + search;
  const then = pendingFavorite(kind, id);
  return (
    <form
      method="get"
      action="/auth"
      onSubmit={(event) => {
        event.preventDefault();
        toast({
          ...refusal,
          variant: "destructive",
          action: { label: m.site_nav_sign_in(), to: signInToFinish(here, then) },
        });
      }}
    >
      <input type="hidden" name="redirectTo" value={here} />
      <input type="hidden" name={PENDING_ACTION_FIELD} value={then} />
      <HeartButton type="submit" variant={variant} shown={false} label={label} />
    </form>
  );
}

/** Signed in: saves or unsaves at once, and the list of saved items reloads. */
function SignedInFavoriteButton({
  kind,
  id,
  label,
  variant = "card",
  saved,
}: FavoriteButtonProps & { saved: boolean }) {
  const toast = useToast();
  const location = useLocation();
  const fetcher = useFetcher<{ favorited?: boolean; error?: string }>();
  const busy = fetcher.state !== "idle";
  // Without JavaScript the form posts natively and the action sends the page back instead of data.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const shown = busy ? !saved : saved;

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.error)
      toast({ title: FAVORITE_TEXT.failed, description: fetcher.data.error, variant: "destructive" });
    // Neither: the send itself was refused, and the page's flash toast says why.
    else if (fetcher.data.favorited !== undefined)
      toast(fetcher.data.favorited ? FAVORITE_TEXT.added : FAVORITE_TEXT.removed);
  }, [fetcher.state, fetcher.data, toast]);

  return (
    <fetcher.Form method="post" action="/favorites/toggle">
      <SubmitOnceField />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <HeartButton type="submit" variant={variant} shown={shown} label={label} aria-pressed={shown} />
    </fetcher.Form>
  );
}
