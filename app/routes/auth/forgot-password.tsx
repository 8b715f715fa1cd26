import { useEffect } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { requestPasswordReset } from "~/.server/domain/accounts/request-password-reset";
import { readForm } from "~/.server/http/read-form";
import { type Toast, useToast } from "~/components/toast";
import { Button } from "~/components/ui/button";
import { isAppError } from "~/lib/app-error";
import { describeError } from "~/lib/error-text";
import { type FieldErrors, fieldErrors } from "~/lib/forms/form-errors";
import { forgotPasswordSchema, PASSWORD_TEXT } from "~/lib/forms/password";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/forgot-password";

export function meta() {
  return [{ title: pageTitle("Forgot password") }];
}

/**
 * Sends a reset link by e-mail. The answer is the same whether or not the address has an
 * account, so nobody can use this form to find out who is registered.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, 0);
  const parsed = forgotPasswordSchema.safeParse({ email: String(form.get("email") ?? "") });
  if (!parsed.success) return data<{ errors?: FieldErrors; toast?: Toast; sent?: boolean }>({ errors: fieldErrors(parsed.error.issues) }, { status: 400 });
  try {
    await requestPasswordReset(context, request, parsed.data.email);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data({ toast: { title: "Error", description: describeError(error).description, variant: "destructive" } as Toast }, { status: error.status });
  }
  return { sent: true, toast: PASSWORD_TEXT.linkSent as Toast };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const toast = useToast();
  const navigation = useNavigation();
  useEffect(() => {
    if (actionData && "toast" in actionData && actionData.toast) toast(actionData.toast);
  }, [actionData, toast]);
  const errors = actionData && "errors" in actionData ? (actionData.errors ?? {}) : {};
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-8">
      <Link to="/auth" className="text-sm text-slate-600 hover:text-brand">
        Back to Sign In
      </Link>
      <h1 className="mt-4 text-2xl font-bold">Forgot your password?</h1>
      <p className="mt-1 text-slate-600">Enter your e-mail and we will send you a link to choose a new one.</p>
      <Form method="post" className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-5" aria-label="Forgot password">
        <div>
          <label htmlFor="forgot-email" className="text-sm font-medium text-slate-700">
            Email
          </label>
          <input id="forgot-email" name="email" type="email" autoComplete="email" required className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm" />
          {errors.email ? <p className="mt-1 text-sm text-red-600">{errors.email}</p> : null}
        </div>
        <Button type="submit" disabled={navigation.state === "submitting"} size="lg" className="w-full">
          {navigation.state === "submitting" ? "Sending..." : "Send reset link"}
        </Button>
      </Form>
    </main>
  );
}
