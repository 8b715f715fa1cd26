import { Link } from "react-router";
import { requireUser } from "~/.server/auth/require-user";
import { getProfile } from "~/.server/domain/accounts/get-profile";
import { listSessions } from "~/.server/domain/accounts/list-sessions";
import { listCampuses } from "~/.server/domain/campuses/list-campuses";
import { listNoticeSwitches } from "~/.server/domain/notifications/notices/list-notice-switches";
import { getStudentVerification } from "~/.server/domain/verification/get-student-verification";
import { getPhoneStatus } from "~/.server/domain/verification/phone/get-phone-status";
import { handleAction, signedIn } from "~/.server/http/forms-and-actions/action-kit";
import { AvatarUpload } from "~/components/accounts/avatar-upload";
import { NoticeSwitches } from "~/components/notifications/notice-switches";
import { ActionForm } from "~/components/shared/action-form";
import { BackLink } from "~/components/shared/back-link";
import { useSubmitting } from "~/components/shared/use-submitting";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { RadioGroup } from "~/components/ui/radio-group";
import { TextField } from "~/components/ui/text-field";
import { PhoneVerificationSection } from "~/components/verification/phone-verification-section";
import { StudentVerificationSection } from "~/components/verification/student-verification-section";
import { userTypeLabel } from "~/lib/accounts/user-type";
import { MAX_CAMPUSES_PER_USER } from "~/lib/campuses/campus-rules";
import { relativeTime } from "~/lib/shared/dates";
import { describeDevice } from "~/lib/shared/device";
import { pageTitle } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/profile";
import { NOTICE_INTENTS } from "./notice-intents.server";
import { PHONE_INTENTS } from "./phone-intents.server";
import { PROFILE_INTENTS } from "./profile-intents.server";
import { STUDENT_VERIFICATION_INTENTS } from "./student-verification-intents.server";

export function meta() {
  return [{ title: pageTitle(m.accounts_my_profile()) }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const [{ profile, campuses }, allCampuses, sessions, phone, notices, studentVerification] = await Promise.all([
    getProfile(context.db, user.id),
    listCampuses(context.db),
    listSessions(context.db, user.id, user.sessionId),
    getPhoneStatus(context.db, user.id),
    listNoticeSwitches(context.db, user.id),
    getStudentVerification(context.db, user.id),
  ]);
  return {
    profile,
    campuses,
    sessions,
    allCampuses: allCampuses.map((c) => ({ id: c.id, label: `${c.shortName} - ${c.name}` })),
    now: new Date().toISOString(),
    phone,
    notices,
    studentVerification,
  };
}

export async function action(args: Route.ActionArgs) {
  return handleAction(args, {
    actor: signedIn,
    intents: { ...PROFILE_INTENTS, ...NOTICE_INTENTS, ...STUDENT_VERIFICATION_INTENTS, ...PHONE_INTENTS },
  });
}

const inputClass = "mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm";

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, campuses, allCampuses, sessions, now } = loaderData;
  const saving = useSubmitting("profile");
  const errors = actionData?.errors ?? {};
  const mine = new Set(campuses.map((c) => c.id));
  const addable = allCampuses.filter((c) => !mine.has(c.id));

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-6">
      <BackLink to="/dashboard">{m.accounts_back_to_dashboard()}</BackLink>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{m.accounts_my_profile()}</h1>
      <p className="text-sm text-slate-600">
        {m.accounts_profile_summary({
          type: userTypeLabel(profile.userType),
          when: relativeTime(profile.updatedAt, now),
        })}
      </p>
      <Link
        to="/favorites"
        className="mt-2 inline-flex min-h-6 items-center text-sm font-medium text-brand hover:underline"
      >
        {m.accounts_my_favorites()}
      </Link>
      <div className={cardClass("md", "mt-4")}>
        <AvatarUpload name={profile.fullName} imageUrl={profile.profileImageUrl} />
      </div>

      <section aria-labelledby="personal-heading" className={cardClass("md", "mt-6")}>
        <h2 id="personal-heading" className="text-lg font-semibold">
          {m.accounts_personal_information()}
        </h2>
        <ActionForm className="mt-4 grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="profile" />
          <TextField
            idPrefix="profile"
            name="fullName"
            label={m.accounts_full_name()}
            defaultValue={profile.fullName}
            error={errors.fullName}
            autoComplete="name"
          />
          <div>
            <label htmlFor="profile-email" className="text-sm font-medium text-slate-700">
              {m.accounts_email()}
            </label>
            <input
              id="profile-email"
              value={profile.email}
              readOnly
              aria-describedby="profile-email-hint"
              className={`${inputClass} bg-slate-50 text-slate-600`}
            />
            <p id="profile-email-hint" className="mt-1 text-xs text-slate-500">
              {m.accounts_email_fixed()}
            </p>
          </div>
          <TextField
            idPrefix="profile"
            name="phoneNumber"
            label={m.accounts_phone()}
            type="tel"
            defaultValue={profile.phoneNumber ?? ""}
            error={errors.phoneNumber}
            placeholder={m.accounts_phone_placeholder()}
          />
          <TextField
            idPrefix="profile"
            name="whatsappNumber"
            label={m.accounts_whatsapp_number()}
            type="tel"
            defaultValue={profile.whatsappNumber ?? ""}
            error={errors.whatsappNumber}
            placeholder={m.accounts_whatsapp_hint()}
          />
          <div className="sm:col-span-2">
            <TextField
              idPrefix="profile"
              name="university"
              label={m.accounts_university()}
              defaultValue={profile.university ?? ""}
              error={errors.university}
            />
          </div>
          <div className="sm:col-span-2">
            <RadioGroup
              name="contactPreference"
              legend={m.messages_contact_preference_legend()}
              options={[
                { value: "whatsapp", label: m.messages_contact_preference_whatsapp() },
                { value: "messages_only", label: m.messages_contact_preference_messages_only() },
              ]}
              defaultValue={profile.contactPreference}
              error={errors.contactPreference}
            />
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" pending={saving} size="lg">
              {saving ? m.accounts_saving() : m.accounts_save_changes()}
            </Button>
          </div>
        </ActionForm>
      </section>

      <section aria-labelledby="campuses-heading" className={cardClass("md", "mt-6")}>
        <h2 id="campuses-heading" className="text-lg font-semibold">
          {m.accounts_my_campuses()}
        </h2>
        <p className="text-sm text-slate-600">{m.accounts_campuses_intro({ max: MAX_CAMPUSES_PER_USER })}</p>
        <ul className="mt-3 divide-y divide-slate-100">
          {campuses.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0 text-sm">
                <span className="font-medium">{c.shortName}</span> <span className="text-slate-500">{c.name}</span>
                {c.isPrimary ? (
                  <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
                    {m.accounts_primary()}
                  </span>
                ) : null}
              </span>
              <span className="flex gap-2">
                {c.isPrimary ? null : (
                  <ActionForm>
                    <input type="hidden" name="intent" value="primary" />
                    <input type="hidden" name="campusId" value={c.id} />
                    {/* The campus is in the words shown, not only in the name read out (WCAG 2.5.3). */}
                    <Button type="submit" variant="secondary" size="xs">
                      {m.accounts_make_campus_primary({ campus: c.shortName })}
                    </Button>
                  </ActionForm>
                )}
                {campuses.length > 1 ? (
                  <ActionForm>
                    <input type="hidden" name="intent" value="remove-campus" />
                    <input type="hidden" name="campusId" value={c.id} />
                    <Button
                      type="submit"
                      variant="danger-outline"
                      size="xs"
                      aria-label={m.accounts_remove_campus({ campus: c.shortName })}
                    >
                      {m.accounts_remove()}
                    </Button>
                  </ActionForm>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
        {campuses.length < MAX_CAMPUSES_PER_USER ? (
          <ActionForm className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
            <input type="hidden" name="intent" value="add-campus" />
            <div className="min-w-0 flex-1">
              <label htmlFor="add-campus" className="text-sm font-medium text-slate-700">
                {m.accounts_add_campus()}
              </label>
              <select id="add-campus" name="campusId" className={inputClass} required defaultValue="">
                <option value="" disabled>
                  {m.accounts_choose_campus()}
                </option>
                {addable.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.label}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit">{m.accounts_add()}</Button>
          </ActionForm>
        ) : (
          <p className="mt-3 text-sm text-slate-600">{m.accounts_campus_limit({ max: MAX_CAMPUSES_PER_USER })}</p>
        )}
      </section>

      <StudentVerificationSection
        verification={loaderData.studentVerification}
        error={errors.universityEmail}
        typed={actionData?.values?.universityEmail}
      />

      <NoticeSwitches switches={loaderData.notices.switches} phoneVerified={loaderData.notices.phoneVerified} />

      <PhoneVerificationSection phone={loaderData.phone} error={errors.phoneCode} />

      <section aria-labelledby="password-heading" className={cardClass("md", "mt-6")}>
        <h2 id="password-heading" className="text-lg font-semibold">
          {m.accounts_change_password()}
        </h2>
        <ActionForm className="mt-4 grid gap-4 sm:grid-cols-3">
          <input type="hidden" name="intent" value="change-password" />
          <TextField
            idPrefix="profile"
            name="currentPassword"
            label={m.accounts_current_password()}
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword}
          />
          <TextField
            idPrefix="profile"
            name="newPassword"
            label={m.accounts_new_password()}
            type="password"
            autoComplete="new-password"
            error={errors.newPassword}
          />
          <TextField
            idPrefix="profile"
            name="confirmPassword"
            label={m.accounts_new_password_again()}
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword}
          />
          <div className="sm:col-span-3">
            <Button type="submit">{m.accounts_change_password()}</Button>
          </div>
        </ActionForm>
      </section>

      <section
        aria-labelledby="two-factor-heading"
        className={cardClass("md", "mt-6 flex flex-wrap items-center justify-between gap-3")}
      >
        <div>
          <h2 id="two-factor-heading" className="text-lg font-semibold">
            {m.accounts_two_factor()}
          </h2>
          <p className="text-sm text-slate-600">
            {profile.twoFactorEnabled ? m.accounts_two_factor_on_summary() : m.accounts_two_factor_off_summary()}
          </p>
        </div>
        <Link
          to="/profile/two-factor"
          className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          {profile.twoFactorEnabled ? m.accounts_manage_two_factor() : m.accounts_set_up_two_factor()}
        </Link>
      </section>

      <section aria-labelledby="sessions-heading" className={cardClass("md", "mt-6")}>
        <h2 id="sessions-heading" className="text-lg font-semibold">
          {m.accounts_where_signed_in()}
        </h2>
        <ul className="mt-3 divide-y divide-slate-100">
          {sessions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="min-w-0">
                <span className="block truncate font-medium">{describeDevice(s.userAgent)}</span>
                <span className="text-xs text-slate-500">
                  {s.current
                    ? m.accounts_this_device()
                    : m.accounts_last_used({ when: relativeTime(s.lastUsedAt, now) })}
                  {s.ipAddress ? ` · ${s.ipAddress}` : ""}
                </span>
              </span>
              {s.current ? null : (
                <ActionForm>
                  <input type="hidden" name="intent" value="revoke-session" />
                  <input type="hidden" name="sessionId" value={s.id} />
                  <Button type="submit" variant="secondary" size="xs">
                    {m.accounts_sign_out_device()}
                  </Button>
                </ActionForm>
              )}
            </li>
          ))}
        </ul>
        <div className="mt-3 flex flex-wrap gap-2">
          {sessions.length > 1 ? (
            <ActionForm>
              <input type="hidden" name="intent" value="revoke-others" />
              <Button type="submit" variant="secondary">
                {m.accounts_sign_out_other_devices()}
              </Button>
            </ActionForm>
          ) : null}
          <ActionForm>
            <input type="hidden" name="intent" value="revoke-all" />
            <Button type="submit" variant="danger-outline">
              {m.accounts_sign_out_everywhere()}
            </Button>
          </ActionForm>
        </div>
      </section>
    </main>
  );
}
