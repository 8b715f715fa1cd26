import { data } from "react-router";
import { settlePayout } from "~/.server/domain/payments/payouts/settle-payout";
import { handleAction, intent } from "~/.server/http/forms-and-actions/action-kit";
import { refuse, stay } from "~/.server/http/forms-and-actions/action-outcome";
import { isDeveloperRequest } from "~/.server/http/request-facts/developer-machine";
import type { SandboxGateway } from "~/.server/payments/sandbox-gateway";
import type { SandboxPayouts } from "~/.server/payments/sandbox-payouts";
import type { ServerContext } from "~/.server/runtime/context";
import { listSandboxTexts } from "~/.server/sms/list-sandbox-texts";
import { ActionForm } from "~/components/shared/action-form";
import { useSubmitting } from "~/components/shared/use-submitting";
import { Button } from "~/components/ui/button";
import { formatLocalNumber } from "~/lib/payments/mobile-money";
import { formatDateTime } from "~/lib/shared/dates";
import { INTENT_FIELD } from "~/lib/shared/intent-field";
import { formatPrice, formatTzsExact } from "~/lib/shared/money";
import { pageTitle } from "~/lib/shared/site";
import type { Toast } from "~/lib/shared/toast";
import { isUuid } from "~/lib/shared/uuid";
import type { Route } from "./+types/phone";

export function meta() {
  return [{ title: pageTitle("Development phone") }, { name: "robots", content: "noindex" }];
}

/**
 * The development phone: the sandbox gateway's payment prompts, as a payer's phone would show
 * them, to approve with a PIN or decline, and the text messages the SMS sandbox kept. Like the
 * outbox it exists only on a developer's machine (a sandbox in use, and the developer's own
 * request: .server/http/request-facts/developer-machine.ts); anywhere else it is 404, as if there were no such page.
 */
function phoneOnThisMachine(context: ServerContext, request: Request): void {
  const someSandbox =
    context.payments.sandbox !== null || Boolean(context.payments.payouts?.sandbox) || context.sms.kind === "sandbox";
  if (!someSandbox || !isDeveloperRequest(context, request)) throw data(null, { status: 404 });
}

/** The sandboxes the phone answers for; a form for one not in use is 404. */
interface PhoneSandboxes {
  payments: SandboxGateway | null;
  payouts: SandboxPayouts | null;
}

async function sandboxesOnThisMachine(context: ServerContext, request: Request): Promise<PhoneSandboxes> {
  phoneOnThisMachine(context, request);
  return { payments: context.payments.sandbox, payouts: context.payments.payouts?.sandbox ?? null };
}

function inUse<T>(sandbox: T | null): T {
  if (!sandbox) throw data(null, { status: 404 });
  return sandbox;
}

const answered = { title: "Already answered", description: "This prompt was answered before." };

export async function loader({ request, context }: Route.LoaderArgs) {
  phoneOnThisMachine(context, request);
  const sandbox = context.payments.sandbox;
  const payoutSandbox = context.payments.payouts?.sandbox ?? null;
  const [pushes, texts, received] = await Promise.all([
    sandbox ? sandbox.listOrders(20) : [],
    context.sms.kind === "sandbox" ? listSandboxTexts(context.db, 20) : [],
    payoutSandbox ? payoutSandbox.listPayouts(20) : [],
  ]);
  return {
    payments: sandbox !== null,
    pushes,
    sms: context.sms.kind === "sandbox",
    texts,
    payouts: payoutSandbox !== null,
    received,
  };
}

/**
 * Decides the prompt the form names, unless it was answered before. Our order ids are UUIDs;
 * anything else names no prompt.
 */
function answerPrompt(outcome: "completed" | "failed", said: Toast, pinNeeded: boolean) {
  return intent<PhoneSandboxes>({
    run: async ({ fields, actor }) => {
      const sandbox = inUse(actor.payments);
      const orderId = fields.orderId ?? "";
      if (!isUuid(orderId))
        return refuse({ title: "Unknown prompt", description: "There is no such payment prompt." }, 404);
      if (pinNeeded && !/^\d{4}$/.test(fields.pin ?? ""))
        return refuse({ title: "Wrong PIN", description: "Enter a 4-digit PIN." });
      return stay({}, (await sandbox.decide(orderId, outcome)) ? said : answered);
    },
  });
}

/**
 * The phone's answer to money sent to it: received (paid) or failed. The app then asks the
 * sandbox, as it would a gateway after its callback (settle-payout.ts); reconciliation would
 * find the answer too, later.
 */
function answerPayout(outcome: "paid" | "failed", said: Toast) {
  return intent<PhoneSandboxes>({
    run: async ({ fields, actor, context }) => {
      const phone = inUse(actor.payouts);
      const payoutId = fields.payoutId ?? "";
      if (!isUuid(payoutId)) return refuse({ title: "Unknown payout", description: "There is no such payout." }, 404);
      if (!(await phone.decide(payoutId, outcome))) return stay({}, answered);
      await settlePayout(context.db, phone, payoutId);
      return stay({}, said);
    },
  });
}

/**
 * Whoever may open the page may answer its prompts: the guard is the sender, so nothing is read
 * before it. No one is signed in here, so no answer is kept for a repeated send; a prompt answered
 * twice says so the second time.
 */
export async function action(args: Route.ActionArgs) {
  return handleAction(args, {
    actor: sandboxesOnThisMachine,
    intents: {
      approve: answerPrompt(
        "completed",
        { title: "Approved", description: "The payment was approved on the phone." },
        true,
      ),
      decline: answerPrompt(
        "failed",
        { title: "Declined", description: "The payment was declined on the phone." },
        false,
      ),
      "payout-received": answerPayout("paid", {
        title: "Received",
        description: "The money was received on the phone.",
      }),
      "payout-failed": answerPayout("failed", { title: "Failed", description: "The payout failed on the phone." }),
    },
  });
}

export default function DevelopmentPhone({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-8">
      <h1 className="text-2xl font-bold">Development phone</h1>
      {loaderData.sms ? <TextMessages texts={loaderData.texts} /> : null}
      {loaderData.payouts ? <MoneyReceived payouts={loaderData.received} /> : null}
      {!loaderData.payments ? null : <h2 className="mt-8 text-lg font-semibold">Payment prompts</h2>}
      {!loaderData.payments ? null : (
        <p className="mt-1 text-sm text-slate-600">
          Payment prompts the sandbox gateway pushed. Any 4-digit PIN approves. Set PAYMENT_GATEWAY=zenopay for real
          payments.
        </p>
      )}
      {!loaderData.payments ? null : loaderData.pushes.length === 0 ? (
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
                <PromptAnswers orderId={push.orderId} amount={push.amount} />
              ) : (
                <p className="mt-2 text-sm text-slate-300">
                  {push.status === "completed" ? `Approved · ${push.transactionId ?? ""}` : "Declined"}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}

/** The text messages the SMS sandbox kept, newest first, as the phone they went to would show them. */
function TextMessages({ texts }: { texts: { id: string; to: string; text: string; createdAt: Date | string }[] }) {
  return (
    <section aria-labelledby="texts-heading" className="mt-6">
      <h2 id="texts-heading" className="text-lg font-semibold">
        Text messages
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        What the SMS sandbox sent. Set SMS_GATEWAY=africastalking for real text messages.
      </p>
      {texts.length === 0 ? (
        <p className="mt-4 text-slate-600">No text messages yet.</p>
      ) : (
        <ol className="mt-4 space-y-3" aria-label="Text messages">
          {texts.map((sms) => (
            <li key={sms.id} className="rounded-2xl border-4 border-slate-800 bg-slate-900 p-4 text-slate-100">
              <p className="text-xs text-slate-400">
                SMS to {/^255\d{9}$/.test(sms.to) ? formatLocalNumber(sms.to) : sms.to} ·{" "}
                {formatDateTime(sms.createdAt)}
              </p>
              <p className="mt-2">{sms.text}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A pending prompt's answers: approve with a PIN, or decline. */
function PromptAnswers({ orderId, amount }: { orderId: string; amount: string }) {
  const approving = useSubmitting("approve", { orderId });
  const declining = useSubmitting("decline", { orderId });
  return (
    <div className="mt-3 flex flex-wrap items-end gap-2">
      <ActionForm className="flex items-end gap-2">
        <input type="hidden" name="orderId" value={orderId} />
        <label className="text-xs text-slate-300">
          PIN
          <input
            name="pin"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            aria-label={`PIN for ${formatTzsExact(amount)}`}
            className="mt-1 block w-24 rounded bg-slate-800 px-2 py-1.5 text-slate-100"
          />
        </label>
        <Button type="submit" name={INTENT_FIELD} value="approve" size="sm" pending={approving}>
          Approve
        </Button>
      </ActionForm>
      <ActionForm>
        <input type="hidden" name="orderId" value={orderId} />
        <Button type="submit" name={INTENT_FIELD} value="decline" variant="secondary" size="sm" pending={declining}>
          Decline
        </Button>
      </ActionForm>
    </div>
  );
}

interface ReceivedPayout {
  payoutId: string;
  msisdn: string;
  amount: string;
  status: string;
  reference: string;
  createdAt: Date | string;
}

/**
 * Money the sandbox paid out, as the receiving phone would announce it, to mark received or
 * failed; one left alone stays in process, as a slow network leaves it.
 */
function MoneyReceived({ payouts }: { payouts: ReceivedPayout[] }) {
  return (
    <section aria-labelledby="payouts-heading" className="mt-8">
      <h2 id="payouts-heading" className="text-lg font-semibold">
        Money received
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Withdrawals the sandbox sent. Set PAYOUT_GATEWAY=zenopay for real payouts.
      </p>
      {payouts.length === 0 ? (
        <p className="mt-4 text-slate-600">No money sent yet.</p>
      ) : (
        <ol className="mt-4 space-y-3" aria-label="Money received">
          {payouts.map((payout) => (
            <li key={payout.payoutId} className="rounded-2xl border-4 border-slate-800 bg-slate-900 p-4 text-slate-100">
              <p className="text-xs text-slate-400">
                {formatLocalNumber(payout.msisdn)} · {formatDateTime(payout.createdAt)}
              </p>
              <p className="mt-2">
                <strong>{formatPrice(payout.amount)}</strong> received from Chuo Market. Ref {payout.reference}
              </p>
              {payout.status === "in_process" ? (
                <PayoutAnswers payoutId={payout.payoutId} amount={payout.amount} />
              ) : (
                <p className="mt-2 text-sm text-slate-300">{payout.status === "paid" ? "Received" : "Failed"}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function PayoutAnswers({ payoutId, amount }: { payoutId: string; amount: string }) {
  const receiving = useSubmitting("payout-received", { payoutId });
  const failing = useSubmitting("payout-failed", { payoutId });
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <ActionForm>
        <input type="hidden" name="payoutId" value={payoutId} />
        <Button
          type="submit"
          name={INTENT_FIELD}
          value="payout-received"
          size="sm"
          pending={receiving}
          aria-label={`Received ${formatPrice(amount)}`}
        >
          Received
        </Button>
      </ActionForm>
      <ActionForm>
        <input type="hidden" name="payoutId" value={payoutId} />
        <Button
          type="submit"
          name={INTENT_FIELD}
          value="payout-failed"
          variant="secondary"
          size="sm"
          pending={failing}
          aria-label={`Fail ${formatPrice(amount)}`}
        >
          Fail
        </Button>
      </ActionForm>
    </div>
  );
}
