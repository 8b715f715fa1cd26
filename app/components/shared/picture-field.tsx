import { useEffect, useId, useState } from "react";
import { checkImageFile, IMAGE_ACCEPT, isAcceptedImageType, UPLOAD_TEXT } from "~/lib/shared/upload-rules";
import { m } from "~/paraglide/messages";
import { buttonClass } from "../ui/button";
import { useToast } from "./toast";
import { shrinkPhoto, trackShrinking } from "./uploads/shrink-photo";
import { useHydrated } from "./use-hydrated";

/** A field's label without its trailing "(optional)", in either language: "Shop logo (optional)" is "shop logo". */
function withoutOptional(label: string): string {
  return label.replace(/ \([^()]*\)$/, "");
}

/**
 * One optional picture (a shop's logo or cover): the stored one if any, a file chooser, and when
 * editing a "remove" box. The browser checks the type, shrinks the photo to the size the server
 * keeps and puts the shrunk one in the input in its place (uploads/shrink-photo.ts), then checks
 * the size, with the toasts of docs/product.md#shops, so a slow link is not spent on a refused or
 * needlessly large file; the server checks again by content. Once hydrated the browser's own
 * chooser, which speaks the browser's language ("Choose File"), hides behind a button in ours.
 */
export function PictureField({
  name,
  label,
  currentUrl,
  removeName,
  previewClass,
  texts = UPLOAD_TEXT,
  currentAlt,
}: {
  name: string;
  label: string;
  currentUrl: string | null;
  /** The checkbox that removes the stored picture; offered only when there is one. */
  removeName: string;
  previewClass: string;
  /** The refusal toasts; forms whose words differ (the item forms) pass their own. */
  texts?: Record<"invalidType" | "tooLarge", { title: string; description: string }>;
  /** What the current picture shows, for screen readers. */
  currentAlt?: string;
}) {
  const toast = useToast();
  const id = useId();
  const hydrated = useHydrated();
  const chooseText = m.listings_picture_choose({ label: withoutOptional(label).toLowerCase() });
  function refuse(field: HTMLInputElement, text: { title: string; description: string }) {
    toast({ ...text, variant: "destructive" });
    field.value = "";
  }
  // The chosen picture, shown in place of the stored one before anything is sent (an object URL, freed when replaced).
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      {preview ? <img src={preview} alt="" className={previewClass} /> : null}
      {currentUrl && !preview ? (
        <img
          src={currentUrl}
          alt={currentAlt ?? m.listings_picture_current_alt({ label: withoutOptional(label).toLowerCase() })}
          className={previewClass}
        />
      ) : null}
      <input
        id={id}
        name={name}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-describedby={`${id}-hint`}
        className={
          hydrated
            ? "peer sr-only"
            : "block max-w-full text-sm file:mr-2 file:min-h-8 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm"
        }
        onChange={async (event) => {
          const field = event.currentTarget;
          const chosen = field.files?.[0];
          setPreview(null);
          if (!chosen) return;
          if (!isAcceptedImageType(chosen.type)) return refuse(field, texts.invalidType);
          // A tap on the form's button meanwhile waits for this (uploads/use-upload-form.ts).
          const file = await trackShrinking(field, shrinkPhoto(chosen));
          // Chosen again meanwhile: that choice is the one to show and send.
          if (field.files?.[0] !== chosen) return;
          if (checkImageFile(file)) return refuse(field, texts.tooLarge);
          if (file !== chosen) {
            const files = new DataTransfer();
            files.items.add(file);
            field.files = files.files;
          }
          setPreview(URL.createObjectURL(file));
        }}
      />
      <label
        htmlFor={id}
        className={
          hydrated
            ? buttonClass({
                variant: "secondary",
                size: "lg",
                className:
                  "inline-flex cursor-pointer items-center text-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand",
              })
            : "sr-only"
        }
      >
        {chooseText}
      </label>
      {currentUrl ? (
        <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" name={removeName} value="yes" className="h-4 w-4" />{" "}
          {m.listings_picture_remove_current()}
        </label>
      ) : null}
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {m.listings_picture_rules()}
      </p>
    </fieldset>
  );
}
