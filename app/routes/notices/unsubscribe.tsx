import { data, useNavigation } from "react-router";
import type { SessionUser } from "~/.server/auth/get-session-user";
import { unsubscribeNotices } from "~/.server/domain/notifications/notices/unsubscribe-notices";
import { readUnsubscribeToken } from "~/.server/domain/notifications/notices/unsubscribe-token";
import { anyone, handleAction, intent } from "~/.server/http/forms-and-actions/action-kit";
import { refuse, stay } from "~/.server/http/forms-and-actions/action-outcome";
import { EmailedLinkFailure, EmailedLinkForm } from "~/components/accounts/emailed-link";
import { cardClass } from "~/components/ui/card";
import { LinkButton } from "~/components/ui/link-button";
import { describeError, type ErrorText } from "~/lib/error-text";
import type { NoticeKind } from "~/lib/notifications/notice-kinds";
import { NOTICE_KIND_LABEL } from "~/lib/notifications/notice-text";
import { AppError } from "~/lib/shared/app-error";
import { pageTitle } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/unsubscribe";

export function meta() {
  return [{ title: pageTitle(m.notifications_notices_unsubscribe_title()) }, { name: "robots", content: "noindex" }];
}

/**
 * A notice e-mail's unsubscribe link lands here. Opening it changes nothing (a link can be opened
 * by anyone, a mail scanner too): the page asks, and its button posts. Mail providers post the
 * same address themselves (RFC 8058 one-click, `List-Unsubscribe=One-Click`, no cookies or Origin:
 * server/middleware/origin-check.ts lets exactly that through); the signed token is the only authority either way.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const target = readUnsubscribeToken(context.noticeKey, token);
  if (!target)
    return data(
      { kind: null, token: null, failure: describeError(new AppError("invalid_input", "notice_link_invalid")) },
      400,
    );
  return { kind: target.kind as NoticeKind, token, failure: null as ErrorText | null };
}

interface UnsubscribeResult {
  stopped?: NoticeKind;
  error?: ErrorText;
}

export async function action(args: Route.ActionArgs) {
  const stop = intent<SessionUser | null, Record<string, string>, UnsubscribeResult>({
    refused: (error) => refuse<UnsubscribeResult>(undefined, error.status, { error: describeError(error) }),
    run: async ({ form, request, context }) => {
      // The page's button sends the token in the form; a mail provider's one-click POST has it in the address only.
      const token = form.get("token") ?? new URL(request.url).searchParams.get("token");
      const { kind } = await unsubscribeNotices(
        context.db,
        context.noticeKey,
        typeof token === "string" ? token : null,
      );
      return stay<UnsubscribeResult>({ stopped: kind });
    },
  });
  return handleAction(args, { actor: anyone, intents: { stop } });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const stopping = useNavigation().state === "submitting";
  const failure = actionData?.error ?? loaderData.failure;
  const stopped = actionData?.stopped;
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900">
        {stopped ? m.notifications_notices_unsubscribed_title() : m.notifications_notices_unsubscribe_title()}
      </h1>
      {failure ? (
        <EmailedLinkFailure failure={failure}>
          <LinkButton to="/profile" className="mt-4">
            {m.notifications_notices_go_to_settings()}
          </LinkButton>
        </EmailedLinkFailure>
      ) : stopped ? (
        <div className={cardClass("md", "mt-4")}>
          <p role="status" className="text-slate-700">
            {m.notifications_notices_unsubscribed({ kind: NOTICE_KIND_LABEL[stopped]() })}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <LinkButton to="/profile">{m.notifications_notices_go_to_settings()}</LinkButton>
            <LinkButton to="/" variant="secondary">
              {m.notifications_notices_go_home()}
            </LinkButton>
          </div>
        </div>
      ) : loaderData.kind ? (
        <EmailedLinkForm
          label={m.notifications_notices_unsubscribe_title()}
          intro={m.notifications_notices_unsubscribe_question({ kind: NOTICE_KIND_LABEL[loaderData.kind]() })}
          token={loaderData.token}
          pending={stopping}
          button={stopping ? m.notifications_notices_unsubscribing() : m.notifications_notices_unsubscribe_button()}
        />
      ) : null}
    </main>
  );
}
