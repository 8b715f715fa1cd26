import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import { LISTING_KIND_RULES, LISTING_KINDS } from "~/lib/listings/kinds";
import { LISTING_STATUSES } from "~/lib/listings/listing-status";
import { NOTICE_CHANNELS, NOTICE_KINDS, NOTICE_OUTCOMES } from "~/lib/notifications/notice-kinds";
import { NOTIFICATION_KINDS, NOTIFICATION_KINDS_NAMING } from "~/lib/notifications/notification-kinds";
import { PAYOUT_FEE_PAYERS, PAYOUT_MONEY_BACK, PAYOUT_REVIEW_REASONS, PAYOUT_STATUSES } from "~/lib/payments/payouts";
import { WALLET_ENTRY_KINDS, walletEntryKindsGoing } from "~/lib/payments/wallet-entries";
import { queryRows } from "./client";

/**
 * The lists app/lib says once (notification kinds, notice kinds and channels, listing statuses)
 * against the CHECKs the migrations left in the database: a list changed without its generated
 * migration (npm run db:generate) fails here.
 */
const handle = testDatabase();

/** The database's own text of a CHECK, as Postgres prints it back (pg_get_constraintdef). */
async function checkText(name: string): Promise<string> {
  const rows = await queryRows<{ def: string }>(
    handle.db,
    sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = ${name} and contype = 'c'`,
  );
  expect(rows, `one CHECK named ${name}`).toHaveLength(1);
  return rows[0]!.def;
}

/** The string literals a CHECK names, in its order ('x'::text as Postgres prints them). */
const literals = (text: string): string[] => [...text.matchAll(/'((?:[^']|'')*)'(?:::text)?/g)].map((m) => m[1]!);

describe("the lists and the database's checks", () => {
  it("allows exactly the notification kinds", async () => {
    expect(literals(await checkText("notifications_kind_valid"))).toEqual([...NOTIFICATION_KINDS]);
  });

  it("asks each naming kind for what it names", async () => {
    for (const [what, kinds] of Object.entries(NOTIFICATION_KINDS_NAMING)) {
      expect(literals(await checkText(`notifications_kind_names_${what}`)), what).toEqual([...kinds]);
    }
    expect(literals(await checkText("notifications_kind_names_conversation"))).toEqual(["message_received"]);
  });

  it("allows exactly the notice kinds, channels and outcomes", async () => {
    for (const table of ["notice_preferences", "notice_windows"]) {
      expect(literals(await checkText(`${table}_kind_valid`)), table).toEqual([...NOTICE_KINDS]);
    }
    for (const table of ["notice_deliveries", "notice_windows"]) {
      expect(literals(await checkText(`${table}_channel_valid`)), table).toEqual([...NOTICE_CHANNELS]);
    }
    expect(literals(await checkText("notice_deliveries_outcome_valid"))).toEqual([...NOTICE_OUTCOMES]);
  });

  it("allows each listing kind exactly its statuses, all of them listing statuses", async () => {
    const text = await checkText("listings_status_valid");
    // One disjunct per kind: (kind = 'product' and status in (…)) or (kind = 'accommodation' and …).
    const perKind = literals(text);
    const expected = LISTING_KINDS.flatMap((kind) => [kind, ...LISTING_KIND_RULES[kind].statuses]);
    expect(perKind).toEqual(expected);
    const named = new Set(LISTING_KINDS.flatMap((kind) => LISTING_KIND_RULES[kind].statuses));
    expect([...named].sort()).toEqual([...LISTING_STATUSES].sort());
  });

  it("allows exactly the wallet entry kinds, each with its sign", async () => {
    expect(literals(await checkText("wallet_entries_kind_valid"))).toEqual([...WALLET_ENTRY_KINDS]);
    expect(literals(await checkText("wallet_entries_sign"))).toEqual([
      ...walletEntryKindsGoing("in"),
      ...walletEntryKindsGoing("out"),
    ]);
  });

  it("allows exactly the payout statuses, fee payers and review reasons", async () => {
    expect(literals(await checkText("payouts_status_valid"))).toEqual([...PAYOUT_STATUSES]);
    expect(literals(await checkText("payouts_fee_paid_by_valid"))).toEqual([...PAYOUT_FEE_PAYERS]);
    expect(literals(await checkText("payouts_review_reason_valid"))).toEqual([...PAYOUT_REVIEW_REASONS]);
    expect(literals(await checkText("payouts_returned_at_set"))).toEqual([...PAYOUT_MONEY_BACK]);
  });
});
