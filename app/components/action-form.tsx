import { type ComponentProps, useId } from "react";
import { Form, useRouteLoaderData } from "react-router";
import { SUBMIT_ONCE_FIELD } from "~/lib/submit-once";

/**
 * The form's submit-once token: the page's token (new whenever the page's data is loaded again,
 * so after every form sent) and the form's place on the page. A double tap, or a browser sending
 * the form again, sends the same token, and the server acts once (app/.server/http/submit-once.ts).
 */
export function useSubmitOnceToken(): string {
  const root = useRouteLoaderData("root") as { formToken?: string } | undefined;
  const place = useId();
  // Without the page's token (an error page) the form has none: a token that never changed would make later sends repeats.
  return root?.formToken ? `${root.formToken}${place}` : "";
}

/** The hidden field with the token, for fetcher forms and forms built by hand. */
export function SubmitOnceField() {
  const token = useSubmitOnceToken();
  return token ? <input type="hidden" name={SUBMIT_ONCE_FIELD} value={token} /> : null;
}

/** A form whose sends act once: React Router's Form with the token. Every form that posts uses it. */
export function ActionForm({ children, method = "post", ...props }: ComponentProps<typeof Form>) {
  return (
    <Form method={method} {...props}>
      {method.toLowerCase() === "get" ? null : <SubmitOnceField />}
      {children}
    </Form>
  );
}
