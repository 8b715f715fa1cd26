import { requireUser } from "~/.server/auth/require-user";
import { NotFoundView } from "~/components/not-found-view";
import type { Route } from "./+types/require-sign-in";

/**
 * Signed-in pages of the route table that are not built yet: visitors are sent to /auth (server
 * side) and come back after signing in; signed-in users are told the page is not open yet.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(context, request);
  return null;
}

export default function NotOpenYet() {
  return (
    <NotFoundView
      title="This page is not open yet"
      message="It is being built. Everything else on Chuo Market works: browse listings and shops in the meantime."
      backTo="/"
      backLabel="Return to Home"
    />
  );
}
