import { Link } from "react-router";
import { requireUser } from "~/.server/auth/require-user";
import { getProfile } from "~/.server/domain/accounts/get-profile";
import { listSessions } from "~/.server/domain/accounts/list-sessions";
import { listCampuses } from "~/.server/domain/campuses/list-campuses";
import { handleAction, signedIn } from "~/.server/http/action-kit";
import { ActionForm } from "~/components/action-form";
import { AvatarUpload } from "~/components/avatar-upload";
import { BackLink } from "~/components/back-link";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { TextField } from "~/components/ui/text-field";
import { useSubmitting } from "~/components/use-submitting";
import { MAX_CAMPUSES_PER_USER } from "~/lib/campus-rules";
import { relativeTime } from "~/lib/dates";
import { describeDevice } from "~/lib/device";
import { pageTitle } from "~/lib/site";
import { userTypeLabel } from "~/lib/user-type";
import type { Route } from "./+types/profile";
import { PROFILE_INTENTS } from "./profile-intents.server";

export function meta() {
  return [{ title: pageTitle("My Profile") }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const [{ profile, campuses }, allCampuses, sessions] = await Promise.all([getProfile(context.db, user.id), listCampuses(context.db), listSessions(context.db, user.id, user.sessionId)]);
  return {
    profile,
    campuses,
    sessions,
    allCampuses: allCampuses.map((c) => ({ id: c.id, label: `${c.shortName} - ${c.name}` })),
    now: new Date().toISOString(),
  };
}

export async function action(args: Route.ActionArgs) {
  return handleAction(args, { actor: signedIn, intents: PROFILE_INTENTS });
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
      <BackLink to="/dashboard">Back to Dashboard</BackLink>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">My Profile</h1>
      <p className="text-sm text-slate-600">
        {userTypeLabel(profile.userType)} · Last updated {relativeTime(profile.updatedAt, now)}
      </p>
      <div className={cardClass("md", "mt-4")}>
        <AvatarUpload name={profile.fullName} imageUrl={profile.profileImageUrl} />
      </div>

      <section aria-labelledby="personal-heading" className={cardClass("md", "mt-6")}>
        <h2 id="personal-heading" className="text-lg font-semibold">
          Personal information
        </h2>
        <ActionForm className="mt-4 grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="profile" />
          <TextField idPrefix="profile" name="fullName" label="Full name" defaultValue={profile.fullName} error={errors.fullName} autoComplete="name" />
          <div>
            <label htmlFor="profile-email" className="text-sm font-medium text-slate-700">
              Email
            </label>
            <input id="profile-email" value={profile.email} readOnly aria-describedby="profile-email-hint" className={`${inputClass} bg-slate-50 text-slate-600`} />
            <p id="profile-email-hint" className="mt-1 text-xs text-slate-500">
              Your sign-in e-mail cannot be changed here.
            </p>
          </div>
          <TextField idPrefix="profile" name="phoneNumber" label="Phone" type="tel" defaultValue={profile.phoneNumber ?? ""} error={errors.phoneNumber} placeholder="07XXXXXXXX" />
          <TextField
            idPrefix="profile"
            name="whatsappNumber"
            label="WhatsApp number"
            type="tel"
            defaultValue={profile.whatsappNumber ?? ""}
            error={errors.whatsappNumber}
            placeholder="06XXXXXXXX or 07XXXXXXXX"
          />
          <div className="sm:col-span-2">
            <TextField idPrefix="profile" name="university" label="University" defaultValue={profile.university ?? ""} error={errors.university} />
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" pending={saving} size="lg">
              {saving ? "Saving..." : "Save changes"}
            </Button>
          </div>
        </ActionForm>
      </section>

      <section aria-labelledby="campuses-heading" className={cardClass("md", "mt-6")}>
        <h2 id="campuses-heading" className="text-lg font-semibold">
          My campuses
        </h2>
        <p className="text-sm text-slate-600">Up to {MAX_CAMPUSES_PER_USER}. Lists and nearby sellers follow these; your primary campus shows on your profile.</p>
        <ul className="mt-3 divide-y divide-slate-100">
          {campuses.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0 text-sm">
                <span className="font-medium">{c.shortName}</span> <span className="text-slate-500">{c.name}</span>
                {c.isPrimary ? <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">Primary</span> : null}
              </span>
              <span className="flex gap-2">
                {c.isPrimary ? null : (
                  <ActionForm>
                    <input type="hidden" name="intent" value="primary" />
                    <input type="hidden" name="campusId" value={c.id} />
                    <Button type="submit" variant="secondary" size="xs" aria-label={`Make ${c.shortName} primary`}>
                      Make primary
                    </Button>
                  </ActionForm>
                )}
                {campuses.length > 1 ? (
                  <ActionForm>
                    <input type="hidden" name="intent" value="remove-campus" />
                    <input type="hidden" name="campusId" value={c.id} />
                    <Button type="submit" variant="danger-outline" size="xs" aria-label={`Remove ${c.shortName}`}>
                      Remove
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
                Add a campus
              </label>
              <select id="add-campus" name="campusId" className={inputClass} required defaultValue="">
                <option value="" disabled>
                  Choose a campus
                </option>
                {addable.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.label}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit">Add</Button>
          </ActionForm>
        ) : (
          <p className="mt-3 text-sm text-slate-600">You have 5 campuses, the most allowed. Remove one to add another.</p>
        )}
      </section>

      <section aria-labelledby="password-heading" className={cardClass("md", "mt-6")}>
        <h2 id="password-heading" className="text-lg font-semibold">
          Change password
        </h2>
        <ActionForm className="mt-4 grid gap-4 sm:grid-cols-3">
          <input type="hidden" name="intent" value="change-password" />
          <TextField idPrefix="profile" name="currentPassword" label="Current password" type="password" autoComplete="current-password" error={errors.currentPassword} />
          <TextField idPrefix="profile" name="newPassword" label="New password" type="password" autoComplete="new-password" error={errors.newPassword} />
          <TextField idPrefix="profile" name="confirmPassword" label="New password again" type="password" autoComplete="new-password" error={errors.confirmPassword} />
          <div className="sm:col-span-3">
            <Button type="submit">Change password</Button>
          </div>
        </ActionForm>
      </section>

      <section aria-labelledby="two-factor-heading" className={cardClass("md", "mt-6 flex flex-wrap items-center justify-between gap-3")}>
        <div>
          <h2 id="two-factor-heading" className="text-lg font-semibold">
            Two-factor authentication
          </h2>
          <p className="text-sm text-slate-600">{profile.twoFactorEnabled ? "On: signing in asks for a code from your app." : "Off: add a code from your phone to your password."}</p>
        </div>
        <Link to="/profile/two-factor" className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50">
          {profile.twoFactorEnabled ? "Manage two-factor" : "Set up two-factor"}
        </Link>
      </section>

      <section aria-labelledby="sessions-heading" className={cardClass("md", "mt-6")}>
        <h2 id="sessions-heading" className="text-lg font-semibold">
          Where you are signed in
        </h2>
        <ul className="mt-3 divide-y divide-slate-100">
          {sessions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="min-w-0">
                <span className="block truncate font-medium">{describeDevice(s.userAgent)}</span>
                <span className="text-xs text-slate-500">
                  {s.current ? "This device" : `Last used ${relativeTime(s.lastUsedAt, now)}`}
                  {s.ipAddress ? ` · ${s.ipAddress}` : ""}
                </span>
              </span>
              {s.current ? null : (
                <ActionForm>
                  <input type="hidden" name="intent" value="revoke-session" />
                  <input type="hidden" name="sessionId" value={s.id} />
                  <Button type="submit" variant="secondary" size="xs">
                    Sign out this device
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
                Sign out all other devices
              </Button>
            </ActionForm>
          ) : null}
          <ActionForm>
            <input type="hidden" name="intent" value="revoke-all" />
            <Button type="submit" variant="danger-outline">
              Sign out everywhere
            </Button>
          </ActionForm>
        </div>
      </section>
    </main>
  );
}
