import { useLocation } from "react-router";
import { LANGUAGE_NAMES, LOCALES, type Locale } from "~/lib/shared/i18n/locales";
import { m } from "~/paraglide/messages";
import { Button } from "../ui/button";
import { ActionForm } from "./action-form";

/**
 * Switches the page's language (header and footer): one button per other language, named in that
 * language. A plain form that reloads the whole document, with JavaScript or without: every text,
 * the page's own data included, comes back in the new language, on the same page.
 */
export function LanguageSwitch({ current, place }: { current: Locale; place: "header" | "footer" }) {
  const { pathname, search } = useLocation();
  return (
    <ActionForm action="/language" reloadDocument aria-label={m.site_language()} className="flex items-center gap-2">
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      {place === "footer" ? <span>{m.site_language_current({ language: LANGUAGE_NAMES[current] })}</span> : null}
      {LOCALES.filter((locale) => locale !== current).map((locale) => (
        <Button
          key={locale}
          type="submit"
          name="language"
          value={locale}
          lang={locale}
          variant={place === "header" ? "ghost" : "secondary"}
          size={place === "header" ? "md" : "xs"}
        >
          {LANGUAGE_NAMES[locale]}
        </Button>
      ))}
    </ActionForm>
  );
}
