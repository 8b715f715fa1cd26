import { redirect } from "react-router";
import { requireUser } from "~/.server/auth/require-user";
import { getMessageTarget } from "~/.server/domain/messages/get-message-target";
import { startConversation } from "~/.server/domain/messages/start-conversation";
import { handleAction, signedIn } from "~/.server/http/forms-and-actions/action-kit";
import { goTo } from "~/.server/http/forms-and-actions/action-outcome";
import { ListingThumb } from "~/components/messages/listing-thumb";
import { MessageComposer } from "~/components/messages/message-composer";
import { StaySafeBox } from "~/components/moderation/stay-safe-box";
import { BackLink } from "~/components/shared/back-link";
import { RouteErrorBoundary } from "~/components/shared/route-error";
import { MESSAGES_TEXT as T } from "~/lib/messages/message-text";
import { formatPrice } from "~/lib/shared/money";
import { pageTitle } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/new-conversation";
import { messageIntent } from "./conversation-intents.server";

export function meta() {
  return [{ title: pageTitle(T.newTitle) }];
}

const listingParam = (request: Request) => new URL(request.url).searchParams.get("listing") ?? "";

/** A listing's Message button: the conversation about it when there is one, else a first message to its seller. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const target = await getMessageTarget(context.db, user.id, listingParam(request));
  if (target.conversationId !== null) throw redirect(`/messages/${target.conversationId}`);
  return { listing: target.listing, seller: target.seller };
}

/** The first message: it starts the conversation, which opens with it at the bottom. A refusal is said under the box only. */
export async function action(args: Route.ActionArgs) {
  return handleAction(args, {
    actor: signedIn,
    intents: {
      send: messageIntent(
        async ({ fields, context, actor, request }) => {
          const { conversationId } = await startConversation(context.db, actor.id, listingParam(request), fields.body);
          return goTo(`/messages/${conversationId}#latest`);
        },
        { toast: false },
      ),
    },
  });
}

export function ErrorBoundary() {
  return <RouteErrorBoundary backTo="/messages" backLabel={m.messages_back_to_messages()} />;
}

export default function NewConversation({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, seller } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-6">
      <BackLink to={listing.path}>{m.messages_back_to_listing()}</BackLink>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">
        {m.messages_to()} <bdi>{seller.fullName}</bdi>
      </h1>
      <div className="mt-3 flex items-center gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200">
        <ListingThumb src={listing.photo} />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{listing.title}</p>
          <p className="text-sm text-brand">{formatPrice(listing.price)}</p>
        </div>
      </div>
      {/* A first conversation: the tips are shown even in a browser that dismissed them. */}
      <StaySafeBox always className="mt-4" />
      <div className="mt-4">
        <MessageComposer
          error={actionData?.errors?.body}
          defaultValue={actionData?.values?.body ?? T.firstMessage(seller.fullName, listing.title)}
        />
      </div>
    </main>
  );
}
