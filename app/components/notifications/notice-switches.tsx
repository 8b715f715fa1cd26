import { ActionForm } from "~/components/shared/action-form";
import { useSubmitting } from "~/components/shared/use-submitting";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { noticeSwitchField } from "~/lib/notifications/forms/notice-switches";
import { NOTICE_CHANNELS, NOTICE_KINDS, type NoticeKind, type NoticeSwitch } from "~/lib/notifications/notice-kinds";
import { NOTICE_CHANNEL_LABEL, NOTICE_KIND_LABEL } from "~/lib/notifications/notice-text";
import { m } from "~/paraglide/messages";

const SMS_HINT_ID = "notices-sms-hint";

/**
 * The notices section of /profile: for each kind, e-mail and SMS, each its own box (e-mail on
 * and SMS off until the student chooses). SMS boxes stay disabled, and say why, until the phone
 * number is confirmed. One form, saved with its button (works without JavaScript); each box is
 * named with its kind and channel for screen readers.
 */
export function NoticeSwitches({
  switches,
  phoneVerified,
}: {
  switches: Record<NoticeKind, NoticeSwitch>;
  phoneVerified: boolean;
}) {
  const saving = useSubmitting("notices");
  return (
    <section aria-labelledby="notices-heading" className={cardClass("md", "mt-6")}>
      <h2 id="notices-heading" className="text-lg font-semibold">
        {m.notifications_notices_heading()}
      </h2>
      <p className="text-sm text-slate-600">{m.notifications_notices_intro()}</p>
      {phoneVerified ? null : (
        <p id={SMS_HINT_ID} className="mt-2 text-sm text-slate-600">
          {m.notifications_notices_sms_off_hint()}
        </p>
      )}
      <ActionForm className="mt-3">
        <input type="hidden" name="intent" value="notices" />
        <ul className="divide-y divide-slate-100">
          {NOTICE_KINDS.map((kind) => (
            <li key={kind} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
              <span className="min-w-0 text-sm font-medium text-slate-800">{NOTICE_KIND_LABEL[kind]()}</span>
              <span className="flex gap-1">
                {NOTICE_CHANNELS.map((channel) => {
                  const locked = channel === "sms" && !phoneVerified;
                  return (
                    <Checkbox
                      key={channel}
                      name={noticeSwitchField(channel, kind)}
                      label={NOTICE_CHANNEL_LABEL[channel]()}
                      aria-label={m.notifications_notices_switch_label({
                        kind: NOTICE_KIND_LABEL[kind](),
                        channel: NOTICE_CHANNEL_LABEL[channel](),
                      })}
                      aria-describedby={locked ? SMS_HINT_ID : undefined}
                      defaultChecked={switches[kind][channel] && !locked}
                      disabled={locked}
                      row
                    />
                  );
                })}
              </span>
            </li>
          ))}
        </ul>
        <Button type="submit" pending={saving} className="mt-3">
          {m.notifications_notices_save()}
        </Button>
      </ActionForm>
    </section>
  );
}
