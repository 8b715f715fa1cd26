import { Link } from "react-router";
import { type ReportTargetKind, reportTargetValue } from "~/lib/moderation/report-rules";
import { m } from "~/paraglide/messages";

/**
 * The Report control on listing, shop and profile pages and under reviews: a link to the report form, which works
 * without JavaScript and sends a visitor to sign in and back first.
 */
export function ReportLink({ kind, id, label }: { kind: ReportTargetKind; id: string; label: string }) {
  return (
    <Link
      to={`/report?target=${reportTargetValue(kind, id)}`}
      rel="nofollow"
      aria-label={label}
      className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-medium text-slate-600 underline-offset-2 hover:text-red-700 hover:underline"
    >
      <svg
        aria-hidden="true"
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M4 22V4m0 0h12l-2 4 2 4H4" />
      </svg>
      {m.moderation_report()}
    </Link>
  );
}

/** The Report control under each review on a seller's profile, named after the review's writer (or "Former student"). */
export function ReviewReportLink({ reviewId, reviewerName }: { reviewId: string; reviewerName: string }) {
  return <ReportLink kind="review" id={reviewId} label={m.moderation_report_review({ name: reviewerName })} />;
}
