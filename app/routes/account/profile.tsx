import { useEffect } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { requireUser } from "~/.server/auth/require-user";
import { getProfile } from "~/.server/domain/accounts/get-profile";
import { listSessions } from "~/.server/domain/accounts/list-sessions";
import { listCampuses } from "~/.server/domain/campuses/list-campuses";
import { intentHandler, UNKNOWN_INTENT_TOAST } from "~/.server/http/intents";
import { readForm } from "~/.server/http/read-form";
import { AvatarUpload } from "~/components/avatar-upload";
import { BackLink } from "~/components/back-link";
import { useToast } from "~/components/toast";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { isAppError } from "~/lib/app-error";
import { MAX_CAMPUSES_PER_USER } from "~/lib/campus-rules";
import { relativeTime } from "~/lib/dates";
import { describeDevice } from "~/lib/device";
import { describeError } from "~/lib/error-text";
import { pageTitle } from "~/lib/site";
import { MAX_IMAGE_BYTES } from "~/lib/upload-rules";
import { userTypeLabel } from "~/lib/user-type";
import type { Route } from "./+types/profile";
import { PROFILE_INTENTS, type ProfileActionResult } from "./profile-intents.server";

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

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context, request);
  try {
    const form = await readForm(request, MAX_IMAGE_BYTES);
    const handle = intentHandler(PROFILE_INTENTS, form.get("intent"));
    if (!handle) return data<ProfileActionResult>({ toast: UNKNOWN_INTENT_TOAST }, { status: 400 });
    return await handle({ form, request, context, user });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data<ProfileActionResult>({ toast: { ...describeError(error), variant: "destructive" } }, { status: error.status });
  }
}

const inputClass = "mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm";

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, campuses, allCampuses, sessions, now } = loaderData;
  const toast = useToast();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "profile";
  const errors = actionData?.errors ?? {};
  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast);
  }, [actionData, toast]);
  const mine = new Set(campuses.map((c) => c.id));
  const addable = allCampuses.filter((c) => !mine.has(c.id));

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-6">
      <BackLink to="/dashboard">Back to Dashboard</BackLink>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">My Profile</h1>
      <p className="text-sm text-slate-600">
        {userTypeLabel(profile.userType)} · Last updated {relativeTime(profile.updatedAt, now)}
      </p>
      <div className="mt-4 rounded-xl border border-slate-200 bg-white p-5">
        <AvatarUpload name={profile.fullName} imageUrl={profile.profileImageUrl} />
      </div>

      <section aria-labelledby="personal-heading" className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="personal-heading" className="text-lg font-semibold">
          Personal information
        </h2>
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
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
            <Button type="submit" disabled={saving} size="lg">
              {saving ? "Saving..." : "Save changes"}
            </Button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="campuses-heading" className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
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
                  <Form method="post">
                    <input type="hidden" name="intent" value="primary" />
                    <input type="hidden" name="campusId" value={c.id} />
                    <button type="submit" className="rounded-md border border-slate-300 px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50" aria-label={`Make ${c.shortName} primary`}>
                      Make primary
                    </button>
                  </Form>
                )}
                {campuses.length > 1 ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove-campus" />
                    <input type="hidden" name="campusId" value={c.id} />
                    <button type="submit" className="rounded-md border border-slate-300 px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-50" aria-label={`Remove ${c.shortName}`}>
                      Remove
                    </button>
                  </Form>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
        {campuses.length < MAX_CAMPUSES_PER_USER ? (
          <Form method="post" className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
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
          </Form>
        ) : (
          <p className="mt-3 text-sm text-slate-600">You have 5 campuses, the most allowed. Remove one to add another.</p>
        )}
      </section>

      <section aria-labelledby="password-heading" className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="password-heading" className="text-lg font-semibold">
          Change password
        </h2>
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-3">
          <input type="hidden" name="intent" value="change-password" />
          <TextField idPrefix="profile" name="currentPassword" label="Current password" type="password" autoComplete="current-password" error={errors.currentPassword} />
          <TextField idPrefix="profile" name="newPassword" label="New password" type="password" autoComplete="new-password" error={errors.newPassword} />
          <TextField idPrefix="profile" name="confirmPassword" label="New password again" type="password" autoComplete="new-password" error={errors.confirmPassword} />
          <div className="sm:col-span-3">
            <Button type="submit">Change password</Button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="two-factor-heading" className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-5">
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

      <section aria-labelledby="sessions-heading" className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
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
                <Form method="post">
                  <input type="hidden" name="intent" value="revoke-session" />
                  <input type="hidden" name="sessionId" value={s.id} />
                  <button type="submit" className="rounded-md border border-slate-300 px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50">
                    Sign out this device
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        <div className="mt-3 flex flex-wrap gap-2">
          {sessions.length > 1 ? (
            <Form method="post">
              <input type="hidden" name="intent" value="revoke-others" />
              <button type="submit" className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50">
                Sign out all other devices
              </button>
            </Form>
          ) : null}
          <Form method="post">
            <input type="hidden" name="intent" value="revoke-all" />
            <button type="submit" className="rounded-md border border-red-300 px-3 py-2 text-sm font-medium text-red-700 hover:bg-red-50">
              Sign out everywhere
            </button>
          </Form>
        </div>
      </section>
    </main>
  );
}
