import { redirect } from "react-router";

/** The spec's shop management links to /create-shop; the route table has /shops/create. */
export function loader() {
  return redirect("/shops/create", 301);
}
