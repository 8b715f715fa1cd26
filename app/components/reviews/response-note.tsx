import { describeResponse, type ResponseTriple } from "~/lib/sellers/response-record";

/** "Usually replies within an hour · Replies to 92% of messages", or nothing on a thin record. */
export function ResponseNote({
  record,
  className = "",
}: {
  record: ResponseTriple | null | undefined;
  className?: string;
}) {
  const said = describeResponse(record);
  if (!said) return null;
  return <p className={`text-sm text-slate-600 ${className}`}>{[said.speed, said.rate].filter(Boolean).join(" · ")}</p>;
}
