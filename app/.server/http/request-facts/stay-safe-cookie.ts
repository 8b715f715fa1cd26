import { staySafeDismissedIn } from "~/lib/moderation/stay-safe-cookie";

/** Whether this browser dismissed the "Stay safe" box: a loader passes it to `<StaySafeBox dismissed>`. */
export function staySafeDismissed(request: Request): boolean {
  return staySafeDismissedIn(request.headers.get("cookie"));
}
