import { useEffect, useRef, useState } from "react";
import { Button, buttonClass } from "~/components/ui/button";
import { checkImageFile, IMAGE_ACCEPT, isAcceptedImageType } from "~/lib/shared/upload-rules";
import { m } from "~/paraglide/messages";
import { ActionForm } from "../shared/action-form";
import { PersonAvatar } from "../shared/person-avatar";
import { useToast } from "../shared/toast";
import { shrinkPhoto } from "../shared/uploads/shrink-photo";
import { UploadStatus } from "../shared/uploads/upload-status";
import { useUploadForm } from "../shared/uploads/use-upload-form";
import { useHydrated } from "../shared/use-hydrated";

/**
 * The profile photo: the current one (or initials), a file chooser and Remove. With JavaScript
 * choosing a picture is the upload: it shows at once in place of the current photo while it is
 * sent, with its progress (or, when the link drops, a retry), and the saved one (or, refused, the
 * old one) replaces it when the answer comes. Without JavaScript the browser's file input and an
 * Upload button do the same in two steps. The browser checks the type, shrinks the photo to the
 * size the server keeps, then checks the size (the toasts of docs/product.md#profile), so a slow
 * link is not spent on a refused or needlessly large file; the server checks again by content.
 */
export function AvatarUpload({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  const toast = useToast();
  const hydrated = useHydrated();
  const upload = useUploadForm();
  const uploading = upload.sending;
  const [preview, setPreview] = useState<string | null>(null);
  const sent = useRef(false);

  // Once the upload is answered the page's data holds the photo to show; the preview is freed.
  // A dropped upload keeps it, for the retry.
  useEffect(() => {
    if (upload.state.phase === "sending") sent.current = true;
    else if (upload.state.phase === "idle" && sent.current) {
      sent.current = false;
      setPreview(null);
    }
  }, [upload.state.phase]);
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  return (
    <div className="flex flex-wrap items-center gap-4">
      {preview ? (
        <img src={preview} alt="" className="size-18 rounded-full object-cover opacity-80" />
      ) : (
        <PersonAvatar name={name} imageUrl={imageUrl} size={72} />
      )}
      <ActionForm
        encType="multipart/form-data"
        className="relative flex flex-wrap items-center gap-2"
        aria-label={m.accounts_profile_photo()}
      >
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
          className={
            hydrated
              ? "peer sr-only"
              : "max-w-full text-sm file:mr-2 file:min-h-8 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm"
          }
          onChange={async (event) => {
            const field = event.currentTarget;
            const chosen = field.files?.[0];
            if (!chosen || !field.form) return;
            const file = isAcceptedImageType(chosen.type) ? await shrinkPhoto(chosen) : chosen;
            const problem = checkImageFile(file);
            if (problem) {
              toast({ ...problem, variant: "destructive" });
              field.value = "";
              return;
            }
            setPreview(URL.createObjectURL(file));
            const body = new FormData(field.form);
            body.set("avatar", file, file.name);
            void upload.sendBody(field.form, body);
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
      <div className="w-full empty:hidden">
        <UploadStatus state={upload.state} onRetry={upload.retry} />
      </div>
      <p className="w-full text-xs text-slate-500">{m.accounts_photo_rules()}</p>
    </div>
  );
}
