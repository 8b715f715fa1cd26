import { useEffect, useRef } from "react";
import { ActionForm } from "~/components/shared/action-form";
import { useSubmitting } from "~/components/shared/use-submitting";
import { Button } from "~/components/ui/button";
import { MESSAGE_RULES } from "~/lib/messages/message-rules";
import { MESSAGES_TEXT as T } from "~/lib/messages/message-text";
import { INTENT_FIELD } from "~/lib/shared/intent-field";
import { m } from "~/paraglide/messages";
import { TextAreaField } from "../ui/text-area-field";

/**
 * The box a message is typed in. A plain form post: without JavaScript the page reloads with the
 * message in the thread; with it, the box empties once the message is sent.
 */
export function MessageComposer({
  error,
  defaultValue,
  sentCount,
}: {
  error?: string;
  defaultValue?: string;
  sentCount?: number;
}) {
  const sending = useSubmitting("send");
  const form = useRef<HTMLFormElement>(null);
  // A new message in the thread that is one's own means the box's text was sent.
  useEffect(() => {
    if (sentCount !== undefined) form.current?.reset();
  }, [sentCount]);
  return (
    <ActionForm ref={form} className="space-y-2" aria-label={m.messages_composer_form()}>
      <input type="hidden" name={INTENT_FIELD} value="send" />
      <TextAreaField
        name="body"
        label={T.composerLabel}
        hint={T.composerHint}
        error={error}
        defaultValue={defaultValue}
        rows={3}
        maxLength={MESSAGE_RULES.maxLength}
        required
        idPrefix="message"
      />
      <Button type="submit" pending={sending} size="lg" className="w-full sm:w-auto">
        {sending ? T.sending : T.send}
      </Button>
    </ActionForm>
  );
}
