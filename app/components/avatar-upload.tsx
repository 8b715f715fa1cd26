import { useEffect, useRef, useState } from "react";
import { Button, buttonClass } from "~/components/ui/button";
import { checkImageFile, IMAGE_ACCEPT } from "~/lib/upload-rules";
import { m } from "~/paraglide/messages";
import { ActionForm } from "./action-form";
import { PersonAvatar } from "./person-avatar";
import { useToast } from "./toast";
import { useHydrated } from "./use-hydrated";
import { useSubmitting } from "./use-submitting";

/**
 * The profile photo: the current one (or initials), a file chooser and Remove. With JavaScript
 * choosing a picture is the upload: it shows at once in place of the current photo while it is
 * sent, and the saved one (or, refused, the old one) replaces it when the answer comes. Without
 * JavaScript the browser's file input and an Upload button do the same in two steps. The browser
 * checks type and size first (the toasts of docs/product.md#profile) so a slow link is not spent
 * on a refused file; the server checks again by the file's content.
 */
export function AvatarUpload({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  const toast = useToast();
  const hydrated = useHydrated();
  const uploading = useSubmitting("avatar");
  const [preview, setPreview] = useState<string | null>(null);
  const sent = useRef(false);

  // Once the upload is answered the page's data holds the photo to show; the preview is freed.
  useEffect(() => {
    if (uploading) sent.current = true;
    else if (sent.current) {
      sent.current = false;
      setPreview(null);
    }
  }, [uploading]);
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  return (
    <div className="flex flex-wrap items-center gap-4">
      {preview ? <img src={preview} alt="" className="size-18 rounded-full object-cover opacity-80" /> : <PersonAvatar name={name} imageUrl={imageUrl} size={72} />}
      <ActionForm encType="multipart/form-data" className="relative flex flex-wrap items-center gap-2" aria-label={m.accounts_profile_photo()}>
        <input type="hidden" name="intent" value="avatar" />
        {hydrated ? null : (
          <label htmlFor="avatar-file" className="sr-only">
            {m.accounts_choose_profile_photo()}
          </label>
        )}
        <input
          id="avatar-file"
          name="avatar"
          type="file"
          accept={IMAGE_ACCEPT}
          required
          disabled={uploading}
          className={hydrated ? "peer sr-only" : "max-w-full text-sm file:mr-2 file:min-h-8 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm"}
          onChange={(event) => {
            const field = event.currentTarget;
            const file = field.files?.[0];
            if (!file) return;
            const problem = checkImageFile(file);
            if (problem) {
              toast({ ...problem, variant: "destructive" });
              field.value = "";
              return;
            }
            setPreview(URL.createObjectURL(file));
            field.form?.requestSubmit();
          }}
        />
        {hydrated ? (
          <label
            htmlFor="avatar-file"
            aria-busy={uploading || undefined}
            className={buttonClass({
              size: "sm",
              className:
                "inline-flex cursor-pointer items-center peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand peer-disabled:cursor-wait peer-disabled:opacity-60",
            })}
          >
            {uploading ? m.accounts_uploading() : m.accounts_choose_profile_photo()}
          </label>
        ) : (
          <Button type="submit" size="sm">
            {m.accounts_upload_photo()}
          </Button>
        )}
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
