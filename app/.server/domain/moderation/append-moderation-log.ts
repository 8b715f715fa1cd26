import type { ModerationLogAction, ReportTargetKind } from "~/lib/moderation/report-rules";
import type { Database } from "../../db/client";
import { moderationLog } from "../../db/schema";

export interface ModerationLogEntry {
  /** Null when the system acted (the safety net). */
  actor: { id: string; fullName: string; role: string } | null;
  action: ModerationLogAction;
  target: { kind: ReportTargetKind | "review"; id: string };
  /** The account the action concerns: the listing's seller, the suspended user. */
  subjectId: string | null;
  note: string;
  details?: Record<string, unknown>;
  /** The target as it was when acted on. */
  snapshot: Record<string, unknown>;
}

/**
 * Appends one entry to the moderation log, in the caller's transaction so the action and its
 * record commit together. The log is never changed afterwards (its trigger refuses it).
 */
export async function appendModerationLog(tx: Pick<Database, "insert">, entry: ModerationLogEntry): Promise<void> {
  await tx.insert(moderationLog).values({
    actorId: entry.actor?.id ?? null,
    actorName: entry.actor?.fullName ?? null,
    actorRole: entry.actor?.role ?? null,
    action: entry.action,
    targetKind: entry.target.kind,
    targetId: entry.target.id,
    subjectId: entry.subjectId,
    note: entry.note,
    details: entry.details ?? {},
    snapshot: entry.snapshot,
  });
}
