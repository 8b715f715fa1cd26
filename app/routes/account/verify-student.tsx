import { useNavigation } from "react-router";
import type { SessionUser } from "~/.server/auth/get-session-user";
import { requireUser } from "~/.server/auth/require-user";
import { confirmStudentVerification } from "~/.server/domain/verification/confirm-student-verification";
import { verificationToken } from "~/.server/domain/verification/verification-rules";
import { handleAction, intent, signedIn } from "~/.server/http/forms-and-actions/action-kit";
import { goTo, refuse } from "~/.server/http/forms-and-actions/action-outcome";
import { EmailedLinkFailure, EmailedLinkForm } from "~/components/accounts/emailed-link";
import { cardClass } from "~/components/ui/card";
import { LinkButton } from "~/components/ui/link-button";
import { describeError, type ErrorText } from "~/lib/error-text";
import { AppError } from "~/lib/shared/app-error";
import { pageTitle, SITE_NAME } from "~/lib/shared/site";
import { VERIFICATION_TEXT } from "~/lib/verification/forms/student-verification";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/verify-student";

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: pageTitle(data?.confirmed ? m.verification_done_title() : m.verification_confirm_title()) },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * The university address's link lands here (domain/verification/request-student-verification.ts).
 * Opening it changes nothing (mail scanners open links); the button posts, past the origin check,
 * and only that confirms, for the token's account, signed in as it: a visitor is sent to sign in
 * and back here. It never signs anyone in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(context, request);
  const url = new URL(request.url);
  if (url.searchParams.get("confirmed") === "1") return { confirmed: true, token: null, failure: null };
  const token = verificationToken(url.searchParams.get("token"));
  return {
    confirmed: false,
    token,
    failure: token ? null : describeError(new AppError("invalid_input", "student_verification_link_invalid")),
  };
}

/** A refused link is shown on the page, where the link's own failure would be. */
interface ConfirmResult {
  error: ErrorText;
}

export async function action(args: Route.ActionArgs) {
  const confirm = intent<SessionUser, Record<string, string>, ConfirmResult>({
    refused: (error) => refuse<ConfirmResult>(undefined, error.status, { error: describeError(error) }),
    run: async ({ form, context, actor }) => {
      const { university, expiresAt } = await confirmStudentVerification(context.db, {
        token: form.get("token"),
        userId: actor.id,
      });
      // On to a page that says it worked: a reload there sends nothing again.
      return goTo("/verify-student?confirmed=1", VERIFICATION_TEXT.confirmed(university, expiresAt));
    },
  });
  return handleAction(args, { actor: signedIn, intents: { confirm } });
}

export default function VerifyStudent({ loaderData, actionData }: Route.ComponentProps) {
  const confirming = useNavigation().state === "submitting";
  const failure = actionData?.error ?? loaderData.failure;
  if (loaderData.confirmed) {
    return (
      <main id="main" className="mx-auto max-w-md px-4 py-12">
        <h1 className="text-2xl font-bold text-slate-900">{m.verification_done_title()}</h1>
        <div className={cardClass("md", "mt-4")}>
          <p className="text-slate-700">{m.verification_done_text()}</p>
          <LinkButton to="/profile" size="lg" className="mt-4 w-full">
            {m.verification_go_to_profile()}
          </LinkButton>
        </div>
      </main>
    );
  }
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900">{m.verification_confirm_title()}</h1>
      {failure ? (
        <EmailedLinkFailure failure={failure}>
          <LinkButton to="/profile" className="mt-4">
            {m.verification_go_to_profile()}
          </LinkButton>
        </EmailedLinkFailure>
      ) : (
        <EmailedLinkForm
          label={m.verification_confirm_title()}
          intro={m.verification_confirm_intro({ site: SITE_NAME })}
          token={loaderData.token}
          pending={confirming}
          button={confirming ? m.verification_confirming() : m.verification_confirm_button()}
        />
      )}
    </main>
  );
}
