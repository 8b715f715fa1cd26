import type { SessionUser } from "~/.server/auth/get-session-user";
import { getConversation } from "~/.server/domain/messages/get-conversation";
import { sendMessage } from "~/.server/domain/messages/send-message";
import { setBlocked } from "~/.server/domain/messages/set-blocked";
import { type IntentInput, intent } from "~/.server/http/forms-and-actions/action-kit";
import { type ActionOutcome, goTo, refuse, stay } from "~/.server/http/forms-and-actions/action-outcome";
import { describeError } from "~/lib/error-text";
import { messageSchema } from "~/lib/messages/forms/message";
import { MESSAGES_TEXT } from "~/lib/messages/message-text";
import { fieldErrors } from "~/lib/shared/forms/form-errors";

type MessageInput = IntentInput<SessionUser, { body: string }>;

/** What was typed, put back in the box: up to twice what a message may hold, so a refused one is not silently cut. */
const typedBody = (form: FormData) => ({ body: String(form.get("body") ?? "").slice(0, 4000) });

/**
 * The composer's form (app/components/messages/message-composer.tsx): the message checked with its
 * schema, then `run`. A refused message answers under the box with what was typed; `toast` says a
 * domain refusal (blocked, rate limited) in a toast as well.
 */
export function messageIntent(run: (input: MessageInput) => Promise<ActionOutcome>, { toast }: { toast: boolean }) {
  return intent<SessionUser, { body: string }>({
    schema: messageSchema,
    invalid: (issues, form) =>
      refuse(undefined, 400, { errors: { body: fieldErrors(issues).body }, values: typedBody(form) }),
    refused: (error, form) => {
      const text = describeError(error);
      return refuse(toast ? text : undefined, error.status, {
        errors: { body: text.description },
        values: typedBody(form),
      });
    },
    run,
  });
}

/** Sent: the page is loaded again (also without JavaScript), the new message at the bottom. */
const send = messageIntent(
  async ({ fields, context, actor, params }) => {
    const conversationId = String(params.id);
    await sendMessage(context.db, actor.id, conversationId, fields.body);
    return goTo(`/messages/${conversationId}#latest`);
  },
  { toast: true },
);

/** Blocks or unblocks the other person of this conversation (whoever the form might name). */
function setOtherBlocked(blocked: boolean) {
  return intent<SessionUser>({
    run: async ({ context, actor, params }) => {
      const conversation = await getConversation(context.db, actor.id, String(params.id));
      await setBlocked(context.db, actor.id, conversation.other.id, blocked);
      return stay({}, blocked ? MESSAGES_TEXT.blocked : MESSAGES_TEXT.unblocked);
    },
  });
}

export const CONVERSATION_INTENTS = { send, block: setOtherBlocked(true), unblock: setOtherBlocked(false) };
