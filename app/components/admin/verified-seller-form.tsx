import { ActionForm } from "~/components/shared/action-form";
import { Button, buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { INTENT_FIELD } from "~/lib/shared/intent-field";
import { m } from "~/paraglide/messages";

/**
 * Grant or revoke Verified Seller on an account's row of /admin/users, always with a note for the
 * moderation log. Admins only: the domain refuses anyone else (setVerifiedSeller).
 */
export function VerifiedSellerForm({ user }: { user: { id: string; fullName: string; userType: string } }) {
  const verified = user.userType === "verified";
  const summary = verified ? m.admin_revoke_verified_seller() : m.admin_grant_verified_seller();
  const summaryName = verified
    ? m.admin_revoke_verified_seller_from({ name: user.fullName })
    : m.admin_grant_verified_seller_to({ name: user.fullName });
  return (
    <details>
      <summary
        className={buttonClass({ variant: "secondary", size: "xs", className: "cursor-pointer list-none" })}
        aria-label={summaryName}
      >
        {summary}
      </summary>
      <ActionForm className="mt-2 flex flex-col gap-1">
        <input type="hidden" name={INTENT_FIELD} value="verify" />
        <input type="hidden" name="userId" value={user.id} />
        <input type="hidden" name="verified" value={verified ? "revoke" : "grant"} />
        <TextField
          idPrefix={`verified-${user.id}`}
          name="note"
          label={m.admin_verified_seller_note()}
          required
          maxLength={500}
        />
        <Button type="submit" variant={verified ? "danger" : "primary"} size="xs" aria-label={summaryName}>
          {verified ? m.admin_verified_seller_confirm_revoke() : m.admin_verified_seller_confirm_grant()}
        </Button>
      </ActionForm>
    </details>
  );
}
