import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { MESSAGE_RULES } from "~/lib/message-rules";
import { MESSAGES_TEXT as T } from "~/lib/message-text";
import { TextAreaField } from "../ui/text-area-field";

/**
 * The box a message is typed in. A plain form post: without JavaScript the page reloads with the
 * message in the thread; with it, the box empties once the message is sent.
 */
export function MessageComposer({ error, defaultValue, sentCount }: { error?: string; defaultValue?: string; sentCount?: number }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "send";
  const form = useRef<HTMLFormElement>(null);
  // A new message in the thread that is one's own means the box's text was sent.
  useEffect(() => {
    if (sentCount !== undefined) form.current?.reset();
  }, [sentCount]);
  return (
    <Form method="post" ref={form} className="space-y-2" aria-label="Write a message">
      <input type="hidden" name="intent" value="send" />
      <TextAreaField name="body" label={T.composerLabel} hint={T.composerHint} error={error} defaultValue={defaultValue} rows={3} maxLength={MESSAGE_RULES.maxLength} required idPrefix="message" />
      <button type="submit" disabled={sending} className="w-full rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong disabled:opacity-60 sm:w-auto">
        {sending ? T.sending : T.send}
      </button>
    </Form>
  );
}
