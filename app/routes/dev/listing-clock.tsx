import { data } from "react-router";
import { moveListingClock } from "~/.server/domain/listings/move-listing-clock";
import { handleAction, intent } from "~/.server/http/forms-and-actions/action-kit";
import { refuse, stay } from "~/.server/http/forms-and-actions/action-outcome";
import { isDeveloperRequest } from "~/.server/http/request-facts/developer-machine";
import type { ServerContext } from "~/.server/runtime/context";
import { ActionForm } from "~/components/shared/action-form";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { TextField } from "~/components/ui/text-field";
import { pageTitle } from "~/lib/shared/site";
import { isUuid } from "~/lib/shared/uuid";
import type { Route } from "./+types/listing-clock";

export function meta() {
  return [{ title: pageTitle("Development clock") }, { name: "robots", content: "noindex" }];
}

/**
 * The development clock: moves one listing's dates back by some days and runs the expiry job, to
 * see a listing warned and expired without waiting two months. Like the development phone it
 * exists only on a developer's machine with the payment sandbox (.server/http/request-facts/developer-machine.ts);
 * anywhere else it is 404, as if there were no such page.
 */
function clockOnThisMachine(context: ServerContext, request: Request): Promise<true> {
  if (context.payments.sandbox === null || !isDeveloperRequest(context, request)) throw data(null, { status: 404 });
  return Promise.resolve(true);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await clockOnThisMachine(context, request);
  return {};
}

const move = intent<true>({
  run: async ({ fields, context }) => {
    const listingId = fields.listingId ?? "";
    const days = Number(fields.days);
    if (!isUuid(listingId)) return refuse({ title: "Unknown listing", description: "Give a listing's id." }, 404);
    if (!Number.isInteger(days) || days < 1 || days > 400)
      return refuse({ title: "Days", description: "Give a whole number of days, 1 to 400." });
    const { warned, expired } = await moveListingClock(context.db, listingId, days);
    return stay(
      {},
      {
        title: "Clock moved",
        description: `${days} days passed. The expiry job warned ${warned} and expired ${expired}.`,
      },
    );
  },
});

export async function action(args: Route.ActionArgs) {
  return handleAction(args, { actor: clockOnThisMachine, intents: { move } });
}

export default function DevelopmentClock() {
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-8">
      <h1 className="text-2xl font-bold">Development clock</h1>
      <p className="mt-1 text-sm text-slate-600">
        Moves a listing's dates back, as if the days had passed, then runs the expiry job.
      </p>
      <ActionForm className={cardClass("md", "mt-6 space-y-4")} aria-label="Move a listing's clock">
        <input type="hidden" name="intent" value="move" />
        <TextField name="listingId" label="Listing id" required />
        <TextField name="days" label="Days to pass" type="number" min={1} max={400} required />
        <Button type="submit">Move the clock</Button>
      </ActionForm>
    </main>
  );
}
