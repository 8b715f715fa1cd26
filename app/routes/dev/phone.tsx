import { useEffect } from "react";
import { data, Form } from "react-router";
import { isDeveloperRequest } from "~/.server/http/developer-machine";
import { UNKNOWN_INTENT_TOAST } from "~/.server/http/intents";
import { readForm } from "~/.server/http/read-form";
import type { ServerContext } from "~/.server/runtime/context";
import { useToast } from "~/components/toast";
import { Button } from "~/components/ui/button";
import { formatDateTime } from "~/lib/dates";
import { formatLocalNumber } from "~/lib/mobile-money";
import { formatTzsExact } from "~/lib/money";
import { pageTitle } from "~/lib/site";
import { isUuid } from "~/lib/uuid";
import type { Route } from "./+types/phone";

export function meta() {
  return [{ title: pageTitle("Development phone") }, { name: "robots", content: "noindex" }];
}

/**
 * The development phone: the sandbox gateway's payment prompts, as a payer's phone would show
 * them, to approve with a PIN or decline. Like the outbox it exists only on a developer's machine
 * (the sandbox gateway, and the developer's own request: .server/http/developer-machine.ts);
 * anywhere else it is 404, as if there were no such page.
 */
function sandboxOnThisMachine(context: ServerContext, request: Request) {
  if (!context.payments.sandbox || !isDeveloperRequest(context, request)) throw data(null, { status: 404 });
  return context.payments.sandbox;
}

const answered = { title: "Already answered", description: "This prompt was answered before." };

export async function loader({ request, context }: Route.LoaderArgs) {
  const sandbox = sandboxOnThisMachine(context, request);
  return { pushes: await sandbox.listOrders(20) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const sandbox = sandboxOnThisMachine(context, request);
  const form = await readForm(request, 0).catch(() => null);
  const intent = form?.get("intent");
  const orderId = String(form?.get("orderId") ?? "");
  // Our order ids are UUIDs; anything else names no prompt.
  if (!isUuid(orderId)) return data({ toast: { ...answered, title: "Unknown prompt", description: "There is no such payment prompt." } }, { status: 404 });
  if (intent === "decline") {
    const done = await sandbox.decide(orderId, "failed");
    return { toast: done ? { title: "Declined", description: "The payment was declined on the phone." } : answered };
  }
  if (intent === "approve") {
    if (!/^\d{4}$/.test(String(form?.get("pin") ?? ""))) return data({ toast: { title: "Wrong PIN", description: "Enter a 4-digit PIN.", variant: "destructive" as const } }, { status: 400 });
    const done = await sandbox.decide(orderId, "completed");
    return { toast: done ? { title: "Approved", description: "The payment was approved on the phone." } : answered };
  }
  return data({ toast: UNKNOWN_INTENT_TOAST }, { status: 400 });
}

export default function DevelopmentPhone({ loaderData, actionData }: Route.ComponentProps) {
  const toast = useToast();
  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast);
  }, [actionData, toast]);
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-8">
      <h1 className="text-2xl font-bold">Development phone</h1>
      <p className="mt-1 text-sm text-slate-600">Payment prompts the sandbox gateway pushed. Any 4-digit PIN approves. Set PAYMENT_GATEWAY=zenopay for real payments.</p>
      {loaderData.pushes.length === 0 ? (
        <p className="mt-6 text-slate-600">No payment prompts yet.</p>
      ) : (
        <ol className="mt-6 space-y-4">
          {loaderData.pushes.map((push) => (
            <li key={push.orderId} className="rounded-2xl border-4 border-slate-800 bg-slate-900 p-4 text-slate-100">
              <p className="text-xs text-slate-400">
                {formatLocalNumber(push.msisdn)} · {formatDateTime(push.createdAt)}
              </p>
              <p className="mt-2">
                Pay <strong>{formatTzsExact(push.amount)}</strong> to CHUO MARKET for {push.payerName}?
              </p>
              {push.status === "pending" ? (
                <div className="mt-3 flex flex-wrap items-end gap-2">
                  <Form method="post" className="flex items-end gap-2">
                    <input type="hidden" name="orderId" value={push.orderId} />
                    <label className="text-xs text-slate-300">
                      PIN
                      <input
                        name="pin"
                        inputMode="numeric"
                        autoComplete="off"
                        maxLength={4}
                        aria-label={`PIN for ${formatTzsExact(push.amount)}`}
                        className="mt-1 block w-24 rounded bg-slate-800 px-2 py-1.5 text-slate-100"
                      />
                    </label>
                    <Button type="submit" name="intent" value="approve" size="sm">
                      Approve
                    </Button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="orderId" value={push.orderId} />
                    <button type="submit" name="intent" value="decline" className="rounded bg-slate-700 px-3 py-1.5 text-sm font-semibold">
                      Decline
                    </button>
                  </Form>
                </div>
              ) : (
                <p className="mt-2 text-sm text-slate-300">{push.status === "completed" ? `Approved · ${push.transactionId ?? ""}` : "Declined"}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
