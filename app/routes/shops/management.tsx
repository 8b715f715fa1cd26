import { useState } from "react";
import { Link, useSubmit } from "react-router";
import { requireUser } from "~/.server/auth/require-user";
import { listManagedShops } from "~/.server/domain/shops/list-managed-shops";
import { listOwnedShopItems } from "~/.server/domain/shops/shop-items/list-owned-shop-items";
import { handleAction, signedIn } from "~/.server/http/forms-and-actions/action-kit";
import { ActionForm, useSubmitOnceToken } from "~/components/shared/action-form";
import { BackLink } from "~/components/shared/back-link";
import { LoadErrorBoundary } from "~/components/shared/route-error";
import { isManagementTab, ManagedShopCard } from "~/components/shops/management/managed-shop-card";
import type { ManagedItem } from "~/components/shops/management/shop-item-list";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { EmptyState } from "~/components/ui/empty-state";
import { LinkButton } from "~/components/ui/link-button";
import { pageTitle } from "~/lib/shared/site";
import { SUBMIT_ONCE_FIELD } from "~/lib/shared/submit-once";
import { SHOP_ITEM_RULES } from "~/lib/shops/shop-items";
import { SHOP_MANAGEMENT_TEXT as T } from "~/lib/shops/shop-text";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/management";
import { toManagedItems } from "./managed-items";
import { MANAGEMENT_INTENTS } from "./management-intents.server";

export function meta() {
  return [{ title: pageTitle(T.title) }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const [managed, items] = await Promise.all([
    listManagedShops(context.db, user.id),
    listOwnedShopItems(context.db, user.id),
  ]);
  const url = new URL(request.url);
  const tab = url.searchParams.get("tab");
  return {
    ...managed,
    items: toManagedItems(items, new Date()),
    focus: { shopId: url.searchParams.get("shop"), tab: isManagementTab(tab) ? tab : "overview" },
  };
}

export async function action(args: Route.ActionArgs) {
  return handleAction(args, { actor: signedIn, intents: MANAGEMENT_INTENTS });
}

export function ErrorBoundary() {
  return <LoadErrorBoundary message={T.loadFailed} backTo="/dashboard" backLabel={m.shops_back_to_dashboard()} />;
}

export default function ShopManagement({ loaderData, actionData }: Route.ComponentProps) {
  const { shops, trialAvailable, items, focus } = loaderData;
  const submit = useSubmit();
  // The dialog sends the form by script: with the page's token, so a double tap deletes once.
  const onceToken = useSubmitOnceToken();
  const [asking, setAsking] = useState<ManagedItem | null>(null);

  const createShop = (
    <LinkButton to="/shops/create" size="lg">
      {T.createShop}
    </LinkButton>
  );

  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-6">
      <BackLink to="/dashboard">{m.shops_back_to_dashboard()}</BackLink>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{T.title}</h1>
        {shops.length > 0 ? createShop : null}
      </div>

      {actionData?.confirm ? (
        <div
          role="alertdialog"
          aria-labelledby="confirm-title"
          className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4"
        >
          <h2 id="confirm-title" className="font-semibold text-red-900">
            {SHOP_ITEM_RULES[actionData.confirm.kind].text.deleteTitle}: <bdi>{actionData.confirm.title}</bdi>
          </h2>
          <p className="mt-1 text-sm text-red-900">{SHOP_ITEM_RULES[actionData.confirm.kind].text.deleteQuestion}</p>
          <ActionForm className="mt-3 flex gap-2">
            <input type="hidden" name="intent" value="delete-item" />
            <input type="hidden" name="kind" value={actionData.confirm.kind} />
            <input type="hidden" name="id" value={actionData.confirm.id} />
            <input type="hidden" name="confirmed" value="yes" />
            <Button type="submit" variant="danger">
              {m.shops_delete()}
            </Button>
            <Link
              to="/shop-management"
              className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700"
            >
              {m.shops_cancel()}
            </Link>
          </ActionForm>
        </div>
      ) : null}

      <div className="mt-6 space-y-6">
        {shops.length === 0 ? (
          <EmptyState title={T.noShops} hint={T.noShopsHint} action={createShop} />
        ) : (
          shops.map((shop) => (
            <ManagedShopCard
              key={shop.id}
              shop={shop}
              trialAvailable={trialAvailable}
              items={items.filter((item) => item.shopId === shop.id)}
              initialTab={focus.shopId === shop.id ? focus.tab : "overview"}
              highlighted={focus.shopId === shop.id}
              onDelete={setAsking}
            />
          ))
        )}
      </div>

      <ConfirmDialog
        open={asking !== null}
        title={asking ? `${SHOP_ITEM_RULES[asking.kind].text.deleteTitle}: ${asking.title}` : ""}
        message={asking ? SHOP_ITEM_RULES[asking.kind].text.deleteQuestion : ""}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking)
            void submit(
              {
                intent: "delete-item",
                kind: asking.kind,
                id: asking.id,
                confirmed: "yes",
                [SUBMIT_ONCE_FIELD]: onceToken,
              },
              { method: "post" },
            );
          setAsking(null);
        }}
      />
    </main>
  );
}
