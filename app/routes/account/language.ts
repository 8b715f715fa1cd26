import { redirect } from "react-router";
import type { SessionUser } from "~/.server/auth/get-session-user";
import { saveLanguage } from "~/.server/domain/accounts/save-language";
import { anyone, handleAction, intent } from "~/.server/http/forms-and-actions/action-kit";
import { goTo } from "~/.server/http/forms-and-actions/action-outcome";
import { type LanguageInput, languageSchema } from "~/lib/shared/forms/language";
import { LANGUAGE_PARAM, languageCookie } from "~/lib/shared/i18n/locales";
import { safeRedirect } from "~/lib/shared/safe-redirect";
import type { Route } from "./+types/language";

/**
 * The language switch (header and footer): remembers the choice in a cookie and, for a signed-in
 * student, on the account, then goes back to the same page, which now reads in that language.
 */
export async function action(args: Route.ActionArgs) {
  const choose = intent<SessionUser | null, LanguageInput>({
    schema: languageSchema,
    run: async ({ fields, actor, context, cookies }) => {
      cookies.append("Set-Cookie", languageCookie(fields.language, context.env.publicUrl.startsWith("https:")));
      if (actor) await saveLanguage(context.db, actor, fields.language);
      return goTo(withoutLanguageParam(safeRedirect(fields.redirectTo, "/", context.env.publicUrl)));
    },
  });
  return handleAction(args, { actor: anyone, intents: { choose } });
}

/** A `?lang=` left in the address would outvote the choice just made. */
function withoutLanguageParam(path: string): string {
  const url = new URL(path, "http://localhost");
  url.searchParams.delete(LANGUAGE_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

export async function loader() {
  return redirect("/");
}
