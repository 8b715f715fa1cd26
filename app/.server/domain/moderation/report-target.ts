import { sql } from "drizzle-orm";
import type { ReportInput } from "~/lib/moderation/forms/report";
import { REPORTS_PER_ACCOUNT_PER_DAY } from "~/lib/moderation/report-rules";
import { AppError } from "~/lib/shared/app-error";
import { type Database, queryRows } from "../../db/client";
import { reports } from "../../db/schema";
import { type ReportTargetView, reportTargetView } from "./describe-report-target";
import { findReporterVoice } from "./find-reporter-voice";
import { runSafetyNet } from "./run-safety-net";
import { snapshotReportTarget } from "./snapshot-report-target";

export interface ReportOutcome {
  reportId: string;
  /** The report completed the safety net: the listing is under review now. */
  tookDown: boolean;
  /** The report counts towards the safety net (its reporter has a voice: find-reporter-voice.ts). */
  counted: boolean;
  /** What was reported, and the page it was reported from. */
  target: ReportTargetView;
}

/**
 * A signed-in student reports a listing, an account, a shop or a message. One open report per
 * reporter and target (a unique index), at most 20 a day per account (counted under a lock on
 * the account, so reports sent at once cannot slip past), never oneself or one's own. The report
 * keeps a snapshot of its target, and a listing's report may trip the safety net.
 */
export async function reportTarget(
  db: Database,
  reporterId: string,
  input: ReportInput,
  options: { safetyNetReporters: number },
): Promise<ReportOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`reports:${reporterId}`}, 0))`);
    const [today] = await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from reports where reporter_id = ${reporterId} and created_at > now() - interval '1 day'`,
    );
    if ((today?.count ?? 0) >= REPORTS_PER_ACCOUNT_PER_DAY) throw new AppError("rate_limited", "reports_per_day");

    const target = await snapshotReportTarget(tx, reporterId, input.kind, input.id);
    if (!target) throw new AppError("not_found", "report_target_not_found");
    if (target.ownerId === reporterId) throw new AppError("forbidden", "report_own_target");

    const voice = await findReporterVoice(tx, reporterId);
    const [report] = await tx
      .insert(reports)
      .values({
        reporterId,
        targetKind: input.kind,
        targetId: input.id,
        targetOwnerId: target.ownerId,
        reason: input.reason,
        details: input.details || null,
        snapshot: target.snapshot,
        counted: voice !== null,
        voice,
      })
      .onConflictDoNothing()
      .returning({ id: reports.id });
    if (!report) throw new AppError("conflict", "report_already_open");

    const tookDown =
      input.kind === "listing" && target.listingStatus === "active"
        ? await runSafetyNet(tx, input.id, target, options.safetyNetReporters)
        : false;
    return {
      reportId: report.id,
      tookDown,
      counted: voice !== null,
      target: reportTargetView(input.kind, input.id, target.snapshot),
    };
  });
}
