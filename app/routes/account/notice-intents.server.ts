import type { SessionUser } from "~/.server/auth/get-session-user";
import { setNoticeSwitches } from "~/.server/domain/notifications/notices/set-notice-switches";
import { intent } from "~/.server/http/forms-and-actions/action-kit";
import { refuse, stay } from "~/.server/http/forms-and-actions/action-outcome";
import {
  type NoticeSwitchesInput,
  noticeSwitchesInput,
  noticeSwitchesSchema,
} from "~/lib/notifications/forms/notice-switches";
import { NOTICE_SWITCHES_TEXT } from "~/lib/notifications/notice-text";

/** The notices section of /profile (components/notifications/notice-switches.tsx): spread into the page's intents. */
export const NOTICE_INTENTS = {
  notices: intent<SessionUser, NoticeSwitchesInput>({
    schema: noticeSwitchesSchema,
    input: noticeSwitchesInput,
    invalid: () => refuse(NOTICE_SWITCHES_TEXT.failed),
    run: async ({ fields, context, actor }) => {
      await setNoticeSwitches(context.db, actor.id, fields);
      return stay({}, NOTICE_SWITCHES_TEXT.saved);
    },
  }),
};
