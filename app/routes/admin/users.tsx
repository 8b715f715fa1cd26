import { Form, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { requireUser } from "~/.server/auth/require-user";
import { listUsers } from "~/.server/domain/admin/list-users";
import { listCampuses } from "~/.server/domain/campuses/list-campuses";
import { handleAction, signedIn } from "~/.server/http/forms-and-actions/action-kit";
import { VerifiedSellerForm } from "~/components/admin/verified-seller-form";
import { ActionForm } from "~/components/shared/action-form";
import { NotFoundView } from "~/components/shared/not-found-view";
import { Pagination } from "~/components/shared/pagination";
import { useSubmitting } from "~/components/shared/use-submitting";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClass } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { userTypeLabel } from "~/lib/accounts/user-type";
import { ADMIN_TEXT, ROLE_LABELS, SUSPENSION_LENGTH_LABELS } from "~/lib/admin/forms/admin-user";
import { ROLES, SUSPENSION_LENGTHS } from "~/lib/moderation/report-rules";
import { formatDate } from "~/lib/shared/dates";
import type { ErrorPayload } from "~/lib/shared/error-payload";
import { INTENT_FIELD } from "~/lib/shared/intent-field";
import { readQuery } from "~/lib/shared/query-params";
import { pageTitle } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/users";
import { ADMIN_USERS_INTENTS } from "./users-intents.server";

/** Labels are message functions, worded when the page renders, in the reader's language. */
const STATUSES = [
  { value: "all", label: m.admin_status_everyone },
  { value: "admins", label: m.admin_status_admins },
  { value: "moderators", label: m.admin_status_moderators },
  { value: "banned", label: m.admin_suspended },
  { value: "unconfirmed", label: m.admin_status_unconfirmed },
] as const;
type Status = (typeof STATUSES)[number]["value"];

export function meta() {
  return [{ title: pageTitle(m.admin_manage_users()) }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const query = readQuery(new URL(request.url).searchParams);
  const search = query.text("q") ?? "";
  const status: Status =
    query.oneOf(
      "status",
      STATUSES.map((s) => s.value),
    ) ?? "all";
  const page = query.page();
  const [result, campuses] = await Promise.all([
    listUsers(context.db, user.id, { search, status, page }),
    listCampuses(context.db),
  ]);
  return {
    ...result,
    search,
    status,
    me: user.id,
    campuses: campuses.map((c) => ({ id: c.id, label: `${c.shortName} - ${c.name}` })),
  };
}

/** Each domain function checks that the sender is an admin; a student's send is refused with its toast. */
export async function action(args: Route.ActionArgs) {
  return handleAction(args, { actor: signedIn, intents: ADMIN_USERS_INTENTS });
}

const inputClass = "mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm";

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { users, total, page, pages, search, status, me, campuses } = loaderData;
  const creating = useSubmitting("create");
  const errors = actionData?.errors ?? {};

  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900">{m.admin_manage_users()}</h1>
      <p className="text-sm text-slate-600">
        {search || status !== "all"
          ? m.admin_accounts_match({ count: total })
          : m.admin_accounts_in_all({ count: total })}
      </p>

      <Form method="get" role="search" className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor="admin-search" className="text-sm font-medium text-slate-700">
            {m.admin_name_or_email()}
          </label>
          <input
            id="admin-search"
            name="q"
            type="search"
            defaultValue={search}
            maxLength={100}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="admin-status" className="text-sm font-medium text-slate-700">
            {m.admin_show()}
          </label>
          <select id="admin-status" name="status" defaultValue={status} className={inputClass}>
            {STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label()}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">{m.admin_search()}</Button>
      </Form>

      {actionData?.confirmDelete ? (
        <div
          role="alertdialog"
          aria-labelledby="confirm-delete-text"
          className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4"
        >
          <p id="confirm-delete-text" className="text-sm text-red-900">
            {ADMIN_TEXT.confirmDelete(actionData.confirmDelete.name)}
          </p>
          <ActionForm className="mt-3 flex gap-2">
            <input type="hidden" name={INTENT_FIELD} value="delete" />
            <input type="hidden" name="userId" value={actionData.confirmDelete.userId} />
            <input type="hidden" name="confirmed" value="yes" />
            <Button type="submit" variant="danger" size="sm">
              {m.admin_delete()}
            </Button>
            <Link
              to="."
              className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700"
            >
              {m.admin_cancel()}
            </Link>
          </ActionForm>
        </div>
      ) : null}

      <ul className={cardClass("none", "mt-4 divide-y divide-slate-100")} aria-label={m.admin_users()}>
        {users.length === 0 ? <li className="p-4 text-sm text-slate-600">{m.admin_no_accounts_match()}</li> : null}
        {users.map((u) => (
          <li
            key={u.id}
            className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between"
            aria-label={u.fullName}
          >
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                {/* Isolated, so a name's text-direction controls cannot reorder the badges beside it. */}
                <Link to={`/user/${u.id}`} className="hover:underline">
                  <bdi>{u.fullName}</bdi>
                </Link>{" "}
                {u.role === "admin" ? <Badge tone="violet">{m.admin_badge_admin()}</Badge> : null}
                {u.role === "moderator" ? <Badge tone="sky">{m.admin_badge_moderator()}</Badge> : null}{" "}
                {/* Suspended now: a dated suspension whose end has passed is over, whatever the flag still says. */}
                {u.suspended ? (
                  <Badge tone="amber">
                    {u.banExpires ? m.admin_suspended_until({ date: formatDate(u.banExpires) }) : m.admin_suspended()}
                  </Badge>
                ) : null}{" "}
                {u.emailVerified ? null : <Badge>{m.admin_unconfirmed()}</Badge>}{" "}
                {u.twoFactorEnabled ? <Badge tone="emerald">{m.admin_two_factor_badge()}</Badge> : null}
              </p>
              <p className="truncate text-sm text-slate-600">{u.email}</p>
              <p className="text-xs text-slate-500">
                {userTypeLabel(u.userType)}
                {u.campus ? ` · ${u.campus}` : ""} · {m.admin_joined({ date: formatDate(u.createdAt) })}
                {u.suspended && u.banReason ? ` · ${m.admin_suspended_because({ reason: u.banReason })}` : ""}
              </p>
              {/* Every suspension, role change and moderator action about this account (its page is /admin/moderation-log). */}
              <Link
                to={`/admin/moderation-log?subject=${u.id}`}
                aria-label={m.admin_moderation_history_of({ name: u.fullName })}
                className="inline-flex min-h-6 items-center text-xs font-medium text-brand hover:underline"
              >
                {m.admin_moderation_history()}
              </Link>
            </div>
            {u.id === me ? (
              <span className="text-xs text-slate-500">{m.admin_you()}</span>
            ) : (
              <div className="flex flex-wrap items-start gap-2">
                {u.suspended ? (
                  <ActionForm>
                    <input type="hidden" name={INTENT_FIELD} value="unban" />
                    <input type="hidden" name="userId" value={u.id} />
                    <Button
                      type="submit"
                      variant="secondary"
                      size="xs"
                      aria-label={m.admin_lift_suspension_of({ name: u.fullName })}
                    >
                      {m.admin_lift_suspension()}
                    </Button>
                  </ActionForm>
                ) : (
                  <details>
                    <summary
                      className={buttonClass({
                        variant: "secondary",
                        size: "xs",
                        className: "cursor-pointer list-none",
                      })}
                      aria-label={m.admin_suspend_name({ name: u.fullName })}
                    >
                      {m.admin_suspend()}
                    </summary>
                    <ActionForm className="mt-2 flex flex-col gap-1">
                      <input type="hidden" name={INTENT_FIELD} value="ban" />
                      <input type="hidden" name="userId" value={u.id} />
                      <label htmlFor={`reason-${u.id}`} className="text-xs font-medium text-slate-700">
                        {m.admin_reason_optional()}
                      </label>
                      <input
                        id={`reason-${u.id}`}
                        name="reason"
                        maxLength={200}
                        className="rounded-md border border-slate-300 px-2 py-1 text-sm"
                      />
                      <SelectField
                        idPrefix={`suspend-${u.id}`}
                        name="length"
                        label={m.admin_suspension_length()}
                        defaultValue="indefinite"
                        options={SUSPENSION_LENGTHS.map((length) => ({
                          value: length,
                          label: SUSPENSION_LENGTH_LABELS[length](),
                        }))}
                      />
                      <Button type="submit" variant="danger" size="xs">
                        {m.admin_suspend_and_sign_out()}
                      </Button>
                    </ActionForm>
                  </details>
                )}
                {/* Admins only: a moderator who posts this is refused (setUserRole). */}
                <ActionForm className="flex items-end gap-1">
                  <input type="hidden" name={INTENT_FIELD} value="role" />
                  <input type="hidden" name="userId" value={u.id} />
                  <SelectField
                    idPrefix={`role-${u.id}`}
                    name="role"
                    label={m.admin_role()}
                    aria-label={m.admin_role_of({ name: u.fullName })}
                    defaultValue={u.role ?? "user"}
                    options={ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role]() }))}
                  />
                  <Button
                    type="submit"
                    variant="secondary"
                    size="sm"
                    aria-label={m.admin_change_role_of({ name: u.fullName })}
                  >
                    {m.admin_change_role()}
                  </Button>
                </ActionForm>
                <VerifiedSellerForm user={u} />
                <ActionForm
                  onSubmit={(event) => {
                    if (!window.confirm(ADMIN_TEXT.confirmDelete(u.fullName))) event.preventDefault();
                    else (event.currentTarget.elements.namedItem("confirmed") as HTMLInputElement).value = "yes";
                  }}
                >
                  <input type="hidden" name={INTENT_FIELD} value="delete" />
                  <input type="hidden" name="userId" value={u.id} />
                  <input type="hidden" name="name" value={u.fullName} />
                  <input type="hidden" name="confirmed" value="" />
                  <Button
                    type="submit"
                    variant="danger-outline"
                    size="xs"
                    aria-label={m.admin_delete_name({ name: u.fullName })}
                  >
                    {m.admin_delete()}
                  </Button>
                </ActionForm>
              </div>
            )}
          </li>
        ))}
      </ul>
      <Pagination page={page} hasMore={page < pages} label={m.admin_users()} />

      <section aria-labelledby="create-heading" className={cardClass("md", "mt-8")}>
        <h2 id="create-heading" className="text-lg font-semibold">
          {m.admin_create_user_title()}
        </h2>
        <p className="text-sm text-slate-600">{m.admin_create_intro()}</p>
        <ActionForm className="mt-4 grid gap-4 sm:grid-cols-2" aria-label={m.admin_create_user_title()}>
          <input type="hidden" name={INTENT_FIELD} value="create" />
          <TextField
            idPrefix="admin"
            required
            name="fullName"
            label={m.accounts_full_name()}
            error={errors.fullName}
            autoComplete="off"
          />
          <TextField
            idPrefix="admin"
            required
            name="email"
            label={m.accounts_email()}
            type="email"
            error={errors.email}
            autoComplete="off"
          />
          <TextField
            idPrefix="admin"
            required
            name="password"
            label={m.accounts_password()}
            type="password"
            error={errors.password}
            autoComplete="new-password"
          />
          <TextField
            idPrefix="admin"
            required
            name="whatsappNumber"
            label={m.accounts_whatsapp_number()}
            type="tel"
            error={errors.whatsappNumber}
            placeholder={m.accounts_whatsapp_hint()}
          />
          <div>
            <label htmlFor="admin-campusId" className="text-sm font-medium text-slate-700">
              {m.admin_campus()}
            </label>
            <select
              id="admin-campusId"
              name="campusId"
              required
              defaultValue=""
              className={inputClass}
              aria-invalid={errors.campusId ? true : undefined}
            >
              <option value="" disabled>
                {m.accounts_choose_campus()}
              </option>
              {campuses.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </select>
            {errors.campusId ? <p className="mt-1 text-sm text-red-600">{errors.campusId}</p> : null}
          </div>
          <div>
            <label htmlFor="admin-role" className="text-sm font-medium text-slate-700">
              {m.admin_role()}
            </label>
            <select id="admin-role" name="role" defaultValue="user" className={inputClass}>
              <option value="user">{m.admin_role_student()}</option>
              <option value="admin">{m.admin_role_admin()}</option>
            </select>
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" pending={creating}>
              {creating ? m.admin_creating() : m.admin_create_user()}
            </Button>
          </div>
        </ActionForm>
      </section>
    </main>
  );
}

/** A signed-in student who is not an admin sees why, not a crash. */
export function ErrorBoundary() {
  const error = useRouteError();
  const payload = isRouteErrorResponse(error) ? (error.data as ErrorPayload | undefined) : undefined;
  return (
    <>
      <title>{pageTitle(payload?.title ?? m.admin_something_went_wrong())}</title>
      <NotFoundView
        title={payload?.title ?? m.admin_something_went_wrong()}
        message={payload?.message ?? m.admin_try_again()}
        backTo="/dashboard"
        backLabel={m.accounts_back_to_dashboard()}
      />
    </>
  );
}
