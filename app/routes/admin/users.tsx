import { Form, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { requireUser } from "~/.server/auth/require-user";
import { listUsers } from "~/.server/domain/admin/list-users";
import { listCampuses } from "~/.server/domain/campuses/list-campuses";
import { handleAction, signedIn } from "~/.server/http/action-kit";
import { ActionForm } from "~/components/action-form";
import { NotFoundView } from "~/components/not-found-view";
import { Pagination } from "~/components/pagination";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClass } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { TextField } from "~/components/ui/text-field";
import { useSubmitting } from "~/components/use-submitting";
import { formatDate } from "~/lib/dates";
import type { ErrorPayload } from "~/lib/error-payload";
import { ADMIN_TEXT } from "~/lib/forms/admin-user";
import { INTENT_FIELD } from "~/lib/intent-field";
import { readQuery } from "~/lib/query-params";
import { pageTitle } from "~/lib/site";
import { userTypeLabel } from "~/lib/user-type";
import type { Route } from "./+types/users";
import { ADMIN_USERS_INTENTS } from "./users-intents.server";

const STATUSES = [
  { value: "all", label: "Everyone" },
  { value: "admins", label: "Admins" },
  { value: "banned", label: "Suspended" },
  { value: "unconfirmed", label: "E-mail not confirmed" },
] as const;
type Status = (typeof STATUSES)[number]["value"];

export function meta() {
  return [{ title: pageTitle("Manage users") }];
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
  const [result, campuses] = await Promise.all([listUsers(context.db, user.id, { search, status, page }), listCampuses(context.db)]);
  return { ...result, search, status, me: user.id, campuses: campuses.map((c) => ({ id: c.id, label: `${c.shortName} - ${c.name}` })) };
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
      <h1 className="text-2xl font-bold text-slate-900">Manage users</h1>
      <p className="text-sm text-slate-600">
        {total} {total === 1 ? "account" : "accounts"}
        {search || status !== "all" ? " match" : " in all"}
      </p>

      <Form method="get" role="search" className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor="admin-search" className="text-sm font-medium text-slate-700">
            Name or e-mail
          </label>
          <input id="admin-search" name="q" type="search" defaultValue={search} maxLength={100} className={inputClass} />
        </div>
        <div>
          <label htmlFor="admin-status" className="text-sm font-medium text-slate-700">
            Show
          </label>
          <select id="admin-status" name="status" defaultValue={status} className={inputClass}>
            {STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">Search</Button>
      </Form>

      {actionData?.confirmDelete ? (
        <div role="alertdialog" aria-labelledby="confirm-delete-text" className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4">
          <p id="confirm-delete-text" className="text-sm text-red-900">
            {ADMIN_TEXT.confirmDelete(actionData.confirmDelete.name)}
          </p>
          <ActionForm className="mt-3 flex gap-2">
            <input type="hidden" name={INTENT_FIELD} value="delete" />
            <input type="hidden" name="userId" value={actionData.confirmDelete.userId} />
            <input type="hidden" name="confirmed" value="yes" />
            <Button type="submit" variant="danger" size="sm">
              Delete
            </Button>
            <Link to="." className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700">
              Cancel
            </Link>
          </ActionForm>
        </div>
      ) : null}

      <ul className={cardClass("none", "mt-4 divide-y divide-slate-100")} aria-label="Users">
        {users.length === 0 ? <li className="p-4 text-sm text-slate-600">No accounts match.</li> : null}
        {users.map((u) => (
          <li key={u.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between" aria-label={u.fullName}>
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                {/* Isolated, so a name's text-direction controls cannot reorder the badges beside it. */}
                <Link to={`/user/${u.id}`} className="hover:underline">
                  <bdi>{u.fullName}</bdi>
                </Link>{" "}
                {u.role === "admin" ? <Badge tone="violet">Admin</Badge> : null} {u.banned ? <Badge tone="amber">Suspended</Badge> : null} {u.emailVerified ? null : <Badge>Unconfirmed</Badge>}{" "}
                {u.twoFactorEnabled ? <Badge tone="emerald">2FA</Badge> : null}
              </p>
              <p className="truncate text-sm text-slate-600">{u.email}</p>
              <p className="text-xs text-slate-500">
                {userTypeLabel(u.userType)}
                {u.campus ? ` · ${u.campus}` : ""} · joined {formatDate(u.createdAt)}
                {u.banned && u.banReason ? ` · suspended: ${u.banReason}` : ""}
              </p>
            </div>
            {u.id === me ? (
              <span className="text-xs text-slate-500">You</span>
            ) : (
              <div className="flex flex-wrap items-start gap-2">
                {u.banned ? (
                  <ActionForm>
                    <input type="hidden" name={INTENT_FIELD} value="unban" />
                    <input type="hidden" name="userId" value={u.id} />
                    <Button type="submit" variant="secondary" size="xs" aria-label={`Lift suspension of ${u.fullName}`}>
                      Lift suspension
                    </Button>
                  </ActionForm>
                ) : (
                  <details>
                    <summary className={buttonClass({ variant: "secondary", size: "xs", className: "cursor-pointer list-none" })} aria-label={`Suspend ${u.fullName}`}>
                      Suspend
                    </summary>
                    <ActionForm className="mt-2 flex flex-col gap-1">
                      <input type="hidden" name={INTENT_FIELD} value="ban" />
                      <input type="hidden" name="userId" value={u.id} />
                      <label htmlFor={`reason-${u.id}`} className="text-xs font-medium text-slate-700">
                        Reason (optional)
                      </label>
                      <input id={`reason-${u.id}`} name="reason" maxLength={200} className="rounded-md border border-slate-300 px-2 py-1 text-sm" />
                      <Button type="submit" variant="danger" size="xs">
                        Suspend and sign out
                      </Button>
                    </ActionForm>
                  </details>
                )}
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
                  <Button type="submit" variant="danger-outline" size="xs" aria-label={`Delete ${u.fullName}`}>
                    Delete
                  </Button>
                </ActionForm>
              </div>
            )}
          </li>
        ))}
      </ul>
      <Pagination page={page} hasMore={page < pages} label="Users" />

      <section aria-labelledby="create-heading" className={cardClass("md", "mt-8")}>
        <h2 id="create-heading" className="text-lg font-semibold">
          Create a user
        </h2>
        <p className="text-sm text-slate-600">The account is confirmed at once; give the person their password privately.</p>
        <ActionForm className="mt-4 grid gap-4 sm:grid-cols-2" aria-label="Create a user">
          <input type="hidden" name={INTENT_FIELD} value="create" />
          <TextField idPrefix="admin" required name="fullName" label="Full name" error={errors.fullName} autoComplete="off" />
          <TextField idPrefix="admin" required name="email" label="Email" type="email" error={errors.email} autoComplete="off" />
          <TextField idPrefix="admin" required name="password" label="Password" type="password" error={errors.password} autoComplete="new-password" />
          <TextField idPrefix="admin" required name="whatsappNumber" label="WhatsApp number" type="tel" error={errors.whatsappNumber} placeholder="06XXXXXXXX or 07XXXXXXXX" />
          <div>
            <label htmlFor="admin-campusId" className="text-sm font-medium text-slate-700">
              Campus
            </label>
            <select id="admin-campusId" name="campusId" required defaultValue="" className={inputClass} aria-invalid={errors.campusId ? true : undefined}>
              <option value="" disabled>
                Choose a campus
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
              Role
            </label>
            <select id="admin-role" name="role" defaultValue="user" className={inputClass}>
              <option value="user">Student (buyer and seller)</option>
              <option value="admin">Administrator</option>
            </select>
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" pending={creating}>
              {creating ? "Creating..." : "Create user"}
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
      <title>{pageTitle(payload?.title ?? "Something went wrong")}</title>
      <NotFoundView title={payload?.title ?? "Something went wrong"} message={payload?.message ?? "Please try again."} backTo="/dashboard" backLabel="Back to Dashboard" />
    </>
  );
}
