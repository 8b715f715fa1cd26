import { Button } from "~/components/ui/button";
import { checkImageFile, IMAGE_ACCEPT } from "~/lib/upload-rules";
import { m } from "~/paraglide/messages";
import { ActionForm } from "./action-form";
import { PersonAvatar } from "./person-avatar";
import { useToast } from "./toast";
import { useSubmitting } from "./use-submitting";

/**
 * The profile photo: the current one (or initials), a file chooser and Upload / Remove buttons.
 * The browser checks type and size first (the toasts of docs/product.md#profile) so a slow link is not spent on a
 * refused file; the server checks again by the file's content.
 */
export function AvatarUpload({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  const toast = useToast();
  const uploading = useSubmitting("avatar");

  return (
    <div className="flex flex-wrap items-center gap-4">
      <PersonAvatar name={name} imageUrl={imageUrl} size={72} />
      <ActionForm encType="multipart/form-data" className="flex flex-wrap items-center gap-2" aria-label={m.accounts_profile_photo()}>
        <input type="hidden" name="intent" value="avatar" />
        <label htmlFor="avatar-file" className="sr-only">
          {m.accounts_choose_profile_photo()}
        </label>
        <input
          id="avatar-file"
          name="avatar"
          type="file"
          accept={IMAGE_ACCEPT}
          required
          className="max-w-full text-sm file:mr-2 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            const problem = file ? checkImageFile(file) : null;
            if (problem) {
              toast({ ...problem, variant: "destructive" });
              event.currentTarget.value = "";
            }
          }}
        />
        <Button type="submit" disabled={uploading} size="sm">
          {uploading ? m.accounts_uploading() : m.accounts_upload_photo()}
        </Button>
      </ActionForm>
      {imageUrl ? (
        <ActionForm>
          <input type="hidden" name="intent" value="remove-avatar" />
          <Button type="submit" variant="secondary" size="sm">
            {m.accounts_remove_photo()}
          </Button>
        </ActionForm>
      ) : null}
      <p className="w-full text-xs text-slate-500">{m.accounts_photo_rules()}</p>
    </div>
  );
}
