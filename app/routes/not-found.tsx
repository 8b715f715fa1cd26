import { data } from "react-router";
import { NotFoundView } from "~/components/shared/not-found-view";
import { pageTitle } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";

/** Any path outside the route table: the 404 page, with a real 404 status. */
export async function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: pageTitle(m.site_page_not_found_title()) }];
}

export default function NotFound() {
  return <NotFoundView title={m.site_page_not_found_heading()} backTo="/" backLabel={m.site_return_home()} />;
}
