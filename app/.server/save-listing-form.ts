import { data, redirect } from "react-router";
import type { ListingFormResult } from "~/components/listing-form";
import { isAppError } from "~/lib/app-error";
import { fieldErrors } from "~/lib/forms/form-errors";
import type { ListingPhotosInput } from "./domain/listings/store-arranged-photos";
import { readListingForm } from "~/.server/http/read-listing-form";

type Parsed<Input> = { success: true; data: Input } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/**
 * The listing forms' action: read the form and its photos, check the fields with the form's
 * schema, save, and go where `save` says. A refused save answers with the field errors or the
 * domain's message, and what was typed; a missing or foreign listing goes to `notFoundTo`.
 */
export async function saveListingForm<Input>(
  request: Request,
  options: {
    maxImages: number;
    parse: (form: FormData) => Parsed<Input>;
    /** The spec's toast title for a form that does not validate ("Error posting product"). */
    invalidTitle: string;
    save: (input: Input, photos: ListingPhotosInput) => Promise<string>;
    notFoundTo: string;
  },
) {
  let values: Record<string, string> | undefined;
  try {
    const read = await readListingForm(request, options.maxImages);
    values = read.values;
    const parsed = options.parse(read.form);
    if (!parsed.success) {
      const toast = { title: options.invalidTitle, description: "Please check the highlighted fields.", variant: "destructive" as const };
      return data<ListingFormResult>({ values, errors: fieldErrors(parsed.error.issues), toast }, { status: 400 });
    }
    return redirect(await options.save(parsed.data, read.photos));
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.code === "not_found") return redirect(options.notFoundTo);
    return data<ListingFormResult>({ values, toast: { title: error.title, description: error.message, variant: "destructive" } }, { status: error.status });
  }
}
