import { type ComponentProps, useEffect, useId, useRef } from "react";
import { Form, useNavigation, useRouteLoaderData } from "react-router";
import { SUBMIT_ONCE_FIELD } from "~/lib/shared/submit-once";

/**
 * The form's submit-once token: the page's token (new whenever the page's data is loaded again,
 * so after every form sent) and the form's place on the page. A double tap, or a browser sending
 * the form again, sends the same token, and the server acts once (app/.server/http/forms-and-actions/submit-once.ts).
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

/** Brings the first field a refused send marked invalid to the middle of the screen, focused. */
export function focusFirstInvalid(form: HTMLFormElement): void {
  const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.focus({ preventScroll: true });
  first?.scrollIntoView({ block: "center" });
}

/**
 * A form whose sends act once: React Router's Form with the token. Every form that posts uses it.
 * When a send of this form comes back refused with field errors, the first field marked invalid
 * gets the focus and is scrolled to the middle of the screen: on a phone the error is otherwise
 * off-screen and nothing seems to happen.
 */
export function ActionForm({ children, method = "post", onSubmit, ...props }: ComponentProps<typeof Form>) {
  const sent = useRef<HTMLFormElement | null>(null);
  const idle = useNavigation().state === "idle";
  useEffect(() => {
    const form = sent.current;
    if (!idle || !form) return;
    sent.current = null;
    focusFirstInvalid(form);
  }, [idle]);
  return (
    <Form
      method={method}
      onSubmit={(event) => {
        onSubmit?.(event);
        if (!event.defaultPrevented) sent.current = event.currentTarget;
      }}
      {...props}
    >
      {method.toLowerCase() === "get" ? null : <SubmitOnceField />}
      {children}
    </Form>
  );
}
