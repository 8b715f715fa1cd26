import type { Database } from "../db/client";
import { pruneAttemptCounters } from "../domain/accounts/limits/prune-attempt-counters";
import { pruneListingViews } from "../domain/listings/record-listing-view";
import { runListingExpiry } from "../domain/listings/run-listing-expiry";
import { pruneLiveEvents } from "../domain/notifications/live/prune-live-events";
import { pruneReadNotifications } from "../domain/notifications/prune-read-notifications";
import { recountRatingsAfterSuspensions } from "../domain/reviews/recount-ratings-after-suspensions";
import { computeResponseRecords } from "../domain/sellers/compute-response-records";
import { runSubscriptionRenewals } from "../domain/shops/run-subscription-renewals";
import { lapseStudentVerifications } from "../domain/verification/lapse-student-verifications";
import { handOverReleasedVoices } from "../domain/verification/voices/hand-over-released-voices";
import { pruneSubmittedForms } from "../http/forms-and-actions/submit-once";
import { logger } from "../runtime/logger";
import { removeAbandonedPartialFiles } from "../storage/remove-abandoned-partial-files";

/** A half-written photo file is left this long before it is taken as abandoned (a write takes seconds). */
const PARTIAL_FILE_AGE_MS = 60 * 60 * 1000;

async function removeHalfWrittenPhotos(uploadsDir: string): Promise<void> {
  const partialFiles = await removeAbandonedPartialFiles(uploadsDir, new Date(Date.now() - PARTIAL_FILE_AGE_MS));
  if (partialFiles > 0) logger.info({ partialFiles }, "abandoned half-written photo files removed");
}

/**
 * A job run on a schedule by the job runner (start-job-runner.ts), once per period across all
 * instances. The work stays in its domain function and is idempotent: a claim is at least once
 * (docs/decisions/0024-a-job-library.md), so a run done twice changes nothing the second time.
 */
export interface ScheduledJob {
  /** Its queue in the `pgboss` schema, and its `job` label in chuo_job_runs_total. */
  name: string;
  /** When it runs: a cron expression, in UTC. */
  cron: string;
  /** The work, with its own line when it did something. */
  run(): Promise<void>;
  /** The warning logged when a run fails. */
  failure: string;
}

/**
 * The five scheduled jobs that ran on setInterval in every instance before decision 0024. The
 * hourly ones fall on different minutes, so they do not queue together for the embedded
 * database's one connection (only the minutely expiry shares their minute, and at start all run).
 */
export function scheduledJobs(db: Database, options: { uploadsDir?: string } = {}): ScheduledJob[] {
  return [
    {
      // Listings are warned 3 days before their end and expire at it (domain/listings/run-listing-expiry.ts).
      name: "listing-expiry",
      cron: "* * * * *",
      failure: "listing expiry job failed",
      async run() {
        const summary = await runListingExpiry(db);
        if (summary.warned + summary.expired > 0) logger.info(summary, "listings warned or expired");
      },
    },
    {
      // Shop subscriptions are warned, renewed and ended by the hour (domain/shops/run-subscription-renewals.ts).
      name: "subscription-renewals",
      cron: "0 * * * *",
      failure: "shop subscription job failed",
      async run() {
        const summary = await runSubscriptionRenewals(db);
        if (summary.warned + summary.renewed + summary.expired > 0)
          logger.info(summary, "shop subscriptions renewed or ended");
      },
    },
    {
      // Verified students whose year is over lapse, each told once (domain/verification/lapse-student-verifications.ts).
      name: "student-verification-lapses",
      cron: "10 * * * *",
      failure: "student verification job failed",
      async run() {
        const lapsed = await lapseStudentVerifications(db);
        if (lapsed > 0) logger.info({ lapsed }, "student verifications lapsed");
      },
    },
    {
      // Sellers' response records (domain/sellers/compute-response-records.ts), the ratings that
      // reviews of authors whose suspension ended by its date weigh in again (domain/reviews/), and
      // voices whose 90 days are over handed to the accounts that hold their numbers (domain/verification/voices/).
      name: "response-records",
      cron: "20 * * * *",
      failure: "response record job failed",
      async run() {
        await computeResponseRecords(db);
        await recountRatingsAfterSuspensions(db);
        const handedOver = await handOverReleasedVoices(db);
        if (handedOver > 0)
          logger.info({ handedOver }, "voices handed over to the accounts that hold their numbers now");
      },
    },
    {
      // View records only guard today's count, attempt counters only their window, read notifications
      // are kept 90 days, live events 3 days, answers to sent forms a day; photos on disk leave no
      // half-written file behind a write that was killed (`uploadsDir`: the disk driver's folder).
      name: "prune-stale-rows",
      cron: "30 */6 * * *",
      failure: "pruning stale rows failed",
      async run() {
        const { uploadsDir } = options;
        await Promise.all([
          pruneListingViews(db),
          pruneAttemptCounters(db),
          pruneReadNotifications(db),
          pruneLiveEvents(db),
          pruneSubmittedForms(db),
          uploadsDir ? removeHalfWrittenPhotos(uploadsDir) : undefined,
        ]);
      },
    },
  ];
}
