import { redirectToSignIn } from "~/.server/auth/require-user";
import type { Route } from "./+types/require-sign-in";

/** Every signed-in page of the route table: signed-out visitors go to /auth (server side). */
export async function loader({ request }: Route.LoaderArgs) {
  redirectToSignIn(request);
}

export default function RequireSignIn() {
  return null;
}
