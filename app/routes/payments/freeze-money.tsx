import { data, useNavigation } from "react-router";
import type { SessionUser } from "~/.server/auth/get-session-user";
import { freezeMoneyByLink } from "~/.server/domain/payments/payouts/freeze-money";
import { readPayoutFreezeToken } from "~/.server/domain/payments/payouts/freeze-token";
import { anyone, handleAction, intent } from "~/.server/http/forms-and-actions/action-kit";
import { refuse, stay } from "~/.server/http/forms-and-actions/action-outcome";
import { EmailedLinkFailure, EmailedLinkForm } from "~/components/accounts/emailed-link";
import { cardClass } from "~/components/ui/card";
import { LinkButton } from "~/components/ui/link-button";
import { describeError, type ErrorText } from "~/lib/error-text";
import { AppError } from "~/lib/shared/app-error";
import { pageTitle } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/freeze-money";

export function meta() {
  return [{ title: pageTitle(m.payments_freeze_title()) }, { name: "robots", content: "noindex" }];
}

/**
 * A withdrawal notice's freeze link lands here (e-mail, SMS or the notification). Opening it changes
 * nothing (mail scanners open links too): the page asks, and its one button posts. No session is
 * needed: the signed token is the authority, and all it can do is stop money leaving.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!readPayoutFreezeToken(context.noticeKey, token))
    return data(
      { token: null, failure: describeError(new AppError("invalid_input", "payout_freeze_link_invalid")) },
      400,
    );
  return { token, failure: null as ErrorText | null };
}

interface FreezeResult {
  frozen?: boolean;
  error?: ErrorText;
}

export async function action(args: Route.ActionArgs) {
  const freeze = intent<SessionUser | null, Record<string, string>, FreezeResult>({
    refused: (error) => refuse<FreezeResult>(undefined, error.status, { error: describeError(error) }),
    run: async ({ fields, context }) => {
      await freezeMoneyByLink(context.db, context.noticeKey, fields.token ?? null);
      return stay<FreezeResult>({ frozen: true });
    },
  });
  return handleAction(args, { actor: anyone, intents: { freeze } });
}

export default function FreezeMoney({ loaderData, actionData }: Route.ComponentProps) {
  const freezing = useNavigation().state === "submitting";
  const failure = actionData?.error ?? loaderData.failure;
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900">
        {actionData?.frozen ? m.payments_frozen_title() : m.payments_freeze_title()}
      </h1>
      {failure ? (
        <EmailedLinkFailure failure={failure}>
          <LinkButton to="/wallet/withdraw" className="mt-4">
            {m.payments_back_to_wallet()}
          </LinkButton>
        </EmailedLinkFailure>
      ) : actionData?.frozen ? (
        <div className={cardClass("md", "mt-4")}>
          <p role="status" className="text-slate-700">
            {m.payments_frozen_done()}
          </p>
          <LinkButton to="/forgot-password" className="mt-4">
            {m.payments_frozen_change_password()}
          </LinkButton>
        </div>
      ) : (
        <EmailedLinkForm
          label={m.payments_freeze_title()}
          intro={m.payments_freeze_question()}
          token={loaderData.token}
          pending={freezing}
          button={freezing ? m.payments_freezing() : m.payments_freeze_button()}
        />
      )}
    </main>
  );
}
