import { type ListingKind, listingPath } from "~/lib/listings/kinds";
import type { ReportTargetKind } from "~/lib/moderation/report-rules";
import { AppError } from "~/lib/shared/app-error";
import { m } from "~/paraglide/messages";
import type { Database } from "../../db/client";
import { snapshotReportTarget } from "./snapshot-report-target";

export interface ReportTargetView {
  kind: ReportTargetKind;
  id: string;
  /** The listing's title, the person's or shop's name, the message's or review's first words (a review without words: its stars). */
  name: string;
  /** The page the report was made from, to go back to. */
  backTo: string;
}

/**
 * What the report form names, for a signed-in student: refused (not found) for anything they
 * could not see, and for their own (they cannot report themselves).
 */
export async function describeReportTarget(
  db: Database,
  reporterId: string,
  kind: ReportTargetKind,
  id: string,
): Promise<ReportTargetView> {
  const target = await snapshotReportTarget(db, reporterId, kind, id, false);
  if (!target) throw new AppError("not_found", "report_target_not_found");
  if (target.ownerId === reporterId) throw new AppError("forbidden", "report_own_target");
  return reportTargetView(kind, id, target.snapshot);
}

/** How the report form names a target it snapshotted, and the page it was reported from. */
export function reportTargetView(
  kind: ReportTargetKind,
  id: string,
  snapshot: Record<string, unknown>,
): ReportTargetView {
  const s = snapshot as Record<string, string>;
  switch (kind) {
    case "listing":
      return { kind, id, name: s.title ?? "", backTo: listingPath(s.kind as ListingKind, id) };
    case "user":
      return { kind, id, name: s.fullName ?? "", backTo: `/user/${id}` };
    case "shop":
      return { kind, id, name: s.name ?? "", backTo: `/shops/${id}` };
    case "message":
      return { kind, id, name: (s.body ?? "").slice(0, 80), backTo: `/messages/${s.conversationId}` };
    case "review":
      return {
        kind,
        id,
        name: s.body ? s.body.slice(0, 80) : m.reviews_rated({ rating: Number(snapshot.rating) }),
        backTo: `/user/${s.sellerId}#review-${id}`,
      };
  }
}
