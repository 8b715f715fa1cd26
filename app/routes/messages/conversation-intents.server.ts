import { data, redirect } from "react-router";
import type { SessionUser } from "~/.server/auth/get-session-user";
import { getConversation } from "~/.server/domain/messages/get-conversation";
import { sendMessage } from "~/.server/domain/messages/send-message";
import { setBlocked } from "~/.server/domain/messages/set-blocked";
import type { IntentArgs } from "~/.server/http/intents";
import type { Toast } from "~/components/toast";
import { fieldErrors } from "~/lib/forms/form-errors";
import { messageSchema } from "~/lib/forms/message";
import { MESSAGES_TEXT } from "~/lib/message-text";

/** What a conversation page's forms get back when they do not move on. */
export interface ConversationActionResult {
  toast?: Toast;
  error?: string;
  /** What was typed, to put back in the box when sending was refused. */
  body?: string;
}

type Args = IntentArgs & { user: SessionUser; conversationId: string };
type Answer = ReturnType<typeof data<ConversationActionResult>> | Response;

/** Sent: the page is loaded again (also without JavaScript), the new message at the bottom. */
async function send({ form, context, user, conversationId }: Args): Promise<Answer> {
  const typed = String(form.get("body") ?? "");
  const parsed = messageSchema.safeParse({ body: typed });
  if (!parsed.success) return data<ConversationActionResult>({ error: fieldErrors(parsed.error.issues).body, body: typed.slice(0, 4000) }, { status: 400 });
  await sendMessage(context.db, user.id, conversationId, parsed.data.body);
  return redirect(`/messages/${conversationId}#latest`);
}

/** Blocks the other person of this conversation (whoever the form might name). */
async function block(args: Args): Promise<Answer> {
  return setOtherBlocked(args, true);
}

async function unblock(args: Args): Promise<Answer> {
  return setOtherBlocked(args, false);
}

async function setOtherBlocked({ context, user, conversationId }: Args, blocked: boolean): Promise<Answer> {
  const conversation = await getConversation(context.db, user.id, conversationId);
  await setBlocked(context.db, user.id, conversation.other.id, blocked);
  return data<ConversationActionResult>({ toast: blocked ? MESSAGES_TEXT.blocked : MESSAGES_TEXT.unblocked });
}

export const CONVERSATION_INTENTS = { send, block, unblock };
