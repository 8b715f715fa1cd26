import { data } from "react-router";
import { NotFoundView } from "~/components/not-found-view";
import { pageTitle } from "~/lib/site";

/** Any path outside the route table: the 404 page, with a real 404 status. */
export async function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: pageTitle("Page not found") }];
}

export default function NotFound() {
  return <NotFoundView title="Oops! Page not found" backTo="/" backLabel="Return to Home" />;
}
