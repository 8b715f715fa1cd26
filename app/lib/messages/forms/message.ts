import * as z from "zod/mini";
import { m } from "~/paraglide/messages";
import { noBidiControl, plainText } from "../../shared/forms/fields";
import { MESSAGE_RULES } from "../message-rules";

/** Worded when read (and when a message is refused), in the reader's language. */
export const MESSAGE_TEXT = {
  get missing() {
    return m.messages_missing();
  },
  get tooLong() {
    return m.messages_too_long({ max: MESSAGE_RULES.maxLength });
  },
} as const;

/**
 * One message as typed. Browsers send line breaks as CRLF; they count as one character, as the
 * text box counts them, so a message the box accepted is never refused for its length.
 */
export const messageSchema = z.object({
  body: z.string().check(
    z.overwrite((value) => value.replace(/\r\n?/g, "\n")),
    z.trim(),
    plainText,
    noBidiControl,
    z.minLength(1, { error: () => MESSAGE_TEXT.missing }),
    z.maxLength(MESSAGE_RULES.maxLength, { error: () => MESSAGE_TEXT.tooLong }),
  ),
});
