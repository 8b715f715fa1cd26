import { redirect } from "react-router";

/** Old links to /create-shop; the route table has /shops/create (docs/product.md#routes). */
export function loader() {
  return redirect("/shops/create", 301);
}
