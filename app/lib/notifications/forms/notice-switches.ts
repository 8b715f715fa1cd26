import * as z from "zod/mini";
import { NOTICE_CHANNELS, NOTICE_KINDS, type NoticeChannel, type NoticeKind } from "../notice-kinds";

/** A switch's field on the /profile form: `email:unread_message`, `sms:review`, ... ticked is "on". */
export function noticeSwitchField(channel: NoticeChannel, kind: NoticeKind): string {
  return `${channel}:${kind}`;
}

const oneKind = z.object({ email: z.boolean(), sms: z.boolean() });

/** The notices form on /profile: every kind's two switches (a box not ticked, or disabled, is off). */
export const noticeSwitchesSchema = z.object(
  Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, oneKind])) as Record<NoticeKind, typeof oneKind>,
);

export type NoticeSwitchesInput = z.infer<typeof noticeSwitchesSchema>;

/** What the schema is given: each kind's boxes, read from the posted form. */
export function noticeSwitchesInput(form: FormData): Record<string, Record<NoticeChannel, boolean>> {
  return Object.fromEntries(
    NOTICE_KINDS.map((kind) => [
      kind,
      Object.fromEntries(
        NOTICE_CHANNELS.map((channel) => [channel, form.get(noticeSwitchField(channel, kind)) === "on"]),
      ) as Record<NoticeChannel, boolean>,
    ]),
  );
}
