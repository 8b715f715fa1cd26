import type { SessionUser } from "~/.server/auth/get-session-user";
import { requireUser } from "~/.server/auth/require-user";
import { listCampuses } from "~/.server/domain/campuses/list-campuses";
import { addCampusDomain } from "~/.server/domain/verification/add-campus-domain";
import { listCampusDomains } from "~/.server/domain/verification/list-campus-domains";
import { removeCampusDomain } from "~/.server/domain/verification/remove-campus-domain";
import { handleAction, intent, signedIn } from "~/.server/http/forms-and-actions/action-kit";
import { stay } from "~/.server/http/forms-and-actions/action-outcome";
import { ActionForm } from "~/components/shared/action-form";
import { RouteErrorBoundary } from "~/components/shared/route-error";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { INTENT_FIELD } from "~/lib/shared/intent-field";
import { pageTitle } from "~/lib/shared/site";
import {
  type CampusDomainInput,
  campusDomainSchema,
  type RemoveCampusDomainInput,
  removeCampusDomainSchema,
  VERIFICATION_TEXT,
} from "~/lib/verification/forms/student-verification";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/campus-domains";

export function meta() {
  return [{ title: pageTitle(m.verification_domains_title()) }, { name: "robots", content: "noindex" }];
}

/** Signed in, then the domain checks the role: a student or a moderator is answered 403. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const [domains, campuses] = await Promise.all([listCampusDomains(context.db, user.id), listCampuses(context.db)]);
  return { domains, campuses: campuses.map((c) => ({ value: c.id, label: `${c.shortName} - ${c.name}` })) };
}

/** Each domain function checks that the sender is an admin. */
export async function action(args: Route.ActionArgs) {
  return handleAction(args, {
    actor: signedIn,
    intents: {
      add: intent<SessionUser, CampusDomainInput>({
        schema: campusDomainSchema,
        run: async ({ fields, context, actor }) => {
          await addCampusDomain(context.db, actor.id, fields);
          return stay({}, VERIFICATION_TEXT.domainAdded);
        },
      }),
      remove: intent<SessionUser, RemoveCampusDomainInput>({
        schema: removeCampusDomainSchema,
        run: async ({ fields, context, actor }) => {
          await removeCampusDomain(context.db, actor.id, fields);
          return stay({}, VERIFICATION_TEXT.domainRemoved);
        },
      }),
    },
  });
}

export function ErrorBoundary() {
  return (
    <>
      <title>{pageTitle(m.verification_domains_title())}</title>
      <RouteErrorBoundary backTo="/dashboard" backLabel={m.verification_back_to_dashboard()} />
    </>
  );
}

export default function CampusDomains({ loaderData, actionData }: Route.ComponentProps) {
  const { domains, campuses } = loaderData;
  const errors = actionData?.errors ?? {};
  const typed = actionData?.values ?? {};
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900">{m.verification_domains_title()}</h1>
      <p className="text-sm text-slate-600">{m.verification_domains_intro()}</p>

      <section aria-labelledby="add-domain-heading" className={cardClass("md", "mt-4")}>
        <h2 id="add-domain-heading" className="text-lg font-semibold">
          {m.verification_domains_add()}
        </h2>
        <ActionForm className="mt-3 grid gap-3 sm:grid-cols-3">
          <input type="hidden" name={INTENT_FIELD} value="add" />
          <SelectField
            idPrefix="domain"
            name="campusId"
            label={m.verification_domains_campus()}
            options={campuses}
            placeholder={m.verification_choose_campus()}
            defaultValue={typed.campusId ?? ""}
            error={errors.campusId}
            required
          />
          <TextField
            idPrefix="domain"
            name="domain"
            label={m.verification_domains_domain()}
            placeholder={m.verification_domains_domain_placeholder()}
            defaultValue={typed.domain ?? ""}
            error={errors.domain}
            required
          />
          <TextField
            idPrefix="domain"
            name="university"
            label={m.verification_domains_university()}
            hint={m.verification_domains_university_hint()}
            defaultValue={typed.university ?? ""}
            error={errors.university}
            maxLength={40}
            required
          />
          <div className="sm:col-span-3">
            <Button type="submit">{m.verification_domains_add()}</Button>
          </div>
        </ActionForm>
      </section>

      <section aria-labelledby="domains-heading" className={cardClass("md", "mt-6")}>
        <h2 id="domains-heading" className="text-lg font-semibold">
          {m.verification_domains_list({ count: domains.length })}
        </h2>
        {domains.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{m.verification_domains_empty()}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100">
            {domains.map((d) => (
              <li
                key={`${d.campusId}:${d.domain}`}
                className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
              >
                <span className="min-w-0">
                  <span className="font-medium">{d.domain}</span>{" "}
                  <span className="text-slate-500">
                    · {d.campusShortName} · {d.university}
                  </span>
                </span>
                <ActionForm>
                  <input type="hidden" name={INTENT_FIELD} value="remove" />
                  <input type="hidden" name="campusId" value={d.campusId} />
                  <input type="hidden" name="domain" value={d.domain} />
                  <Button
                    type="submit"
                    variant="danger-outline"
                    size="xs"
                    aria-label={m.verification_domains_remove_label({ domain: d.domain, campus: d.campusShortName })}
                  >
                    {m.verification_domains_remove()}
                  </Button>
                </ActionForm>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
