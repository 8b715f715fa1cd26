import { type Dispatch, type SetStateAction, useEffect, useId, useRef, useState } from "react";
import { NEW_PHOTO } from "~/lib/listings/listing-photos";
import { cardImageUrl } from "~/lib/shared/images";
import { checkImageFile, IMAGE_ACCEPT, isAcceptedImageType, LISTING_UPLOAD_TEXT } from "~/lib/shared/upload-rules";
import { m } from "~/paraglide/messages";
import { useToast } from "../shared/toast";
import { shrinkPhoto } from "../shared/uploads/shrink-photo";
import { useHydrated } from "../shared/use-hydrated";
import { Button, buttonClass } from "../ui/button";
import { Checkbox } from "../ui/checkbox";

export type PhotoItem = { kind: "kept"; url: string } | { kind: "new"; file: File; preview: string; key: string };

/** The listing's photos as the form edits them, starting from those already attached. */
export function usePhotoItems(initialUrls: readonly string[]) {
  const [items, setItems] = useState<PhotoItem[]>(() => initialUrls.map((url) => ({ kind: "kept", url })));
  const latest = useRef(items);
  latest.current = items;
  // Previews are object URLs: free them when the form goes away.
  useEffect(
    () => () => {
      for (const item of latest.current) if (item.kind === "new") URL.revokeObjectURL(item.preview);
    },
    [],
  );
  return [items, setItems] as const;
}

/** Adds the chosen files to a form's data in their place in the photo order (see lib/listings/listing-photos.ts). */
export function appendNewPhotos(form: FormData, items: readonly PhotoItem[]): void {
  for (const item of items) if (item.kind === "new") form.append("images", item.file, item.file.name);
}

/**
 * The photos of a listing: add, remove, move earlier or later; the first is the cover. The browser
 * checks each file's type and the total (at most `max`, counting photos already attached), then
 * shrinks each photo to the size the server keeps (uploads/shrink-photo.ts), so a camera's 5 MB
 * photo is neither refused nor sent whole over a slow link; only a photo it cannot read and that
 * is over 5MB is refused, with the texts in docs/product.md#selling. The server checks again by content.
 * `onPreparing` says while photos are being shrunk, so the form waits for them.
 * Without JavaScript it is a plain file input plus "remove" boxes for the attached photos.
 */
export function PhotoPicker({
  items,
  onChange,
  max,
  loaded,
  onPreparing,
}: {
  items: PhotoItem[];
  onChange: Dispatch<SetStateAction<PhotoItem[]>>;
  max: number;
  loaded: readonly string[];
  onPreparing?: (preparing: boolean) => void;
}) {
  const hydrated = useHydrated();
  const toast = useToast();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  // Photos still being shrunk count towards `max` too: a second choice may come before they are in the list.
  const [preparing, setPreparing] = useState(0);
  const busy = preparing > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: tells the form when preparing starts or ends, not when its handler changes.
  useEffect(() => {
    onPreparing?.(busy);
  }, [busy]);
  const hintId = `${inputId}-hint`;
  const countId = `${inputId}-count`;

  async function addFiles(files: File[]) {
    const readable = files.filter((file) => {
      if (isAcceptedImageType(file.type)) return true;
      toast({
        title: LISTING_UPLOAD_TEXT.invalidFileTitle,
        description: LISTING_UPLOAD_TEXT.invalidFile(file.name),
        variant: "destructive",
      });
      return false;
    });
    if (items.length + preparing + readable.length > max) {
      toast({ ...LISTING_UPLOAD_TEXT.tooMany(max), variant: "destructive" });
      return;
    }
    if (readable.length === 0) return;
    setPreparing((count) => count + readable.length);
    const accepted: File[] = [];
    // One at a time: a cheap phone holds one decoded 12-megapixel photo (48 MB) more easily than five.
    for (const file of readable) {
      const shrunk = await shrinkPhoto(file);
      if (checkImageFile(shrunk))
        toast({
          title: LISTING_UPLOAD_TEXT.tooLargeTitle,
          description: LISTING_UPLOAD_TEXT.tooLarge(file.name),
          variant: "destructive",
        });
      else accepted.push(shrunk);
    }
    setPreparing((count) => count - readable.length);
    onChange((current) => [
      ...current,
      ...accepted.map((file) => ({
        kind: "new" as const,
        file,
        preview: URL.createObjectURL(file),
        key: crypto.randomUUID(),
      })),
    ]);
  }

  // Files chosen before the page became interactive are still in the input: take them into the list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the page becomes interactive, not whenever addFiles changes.
  useEffect(() => {
    const chosen = input.current?.files;
    if (!hydrated || !chosen || chosen.length === 0) return;
    void addFiles(Array.from(chosen));
    input.current!.value = "";
  }, [hydrated]);

  function move(index: number, by: -1 | 1) {
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    onChange(next);
  }

  function remove(index: number) {
    const item = items[index]!;
    if (item.kind === "new") URL.revokeObjectURL(item.preview);
    onChange(items.filter((_, i) => i !== index));
  }

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-700">{m.listings_photos_legend()}</legend>
      {/* What this page started from: if another tab changed the photos since, the server says so instead of dropping them. */}
      {loaded.map((url) => (
        <input key={url} type="hidden" name="loadedPhoto" value={url} />
      ))}
      <p id={hintId} className="text-xs text-slate-500">
        {m.listings_photos_hint({ max })}
      </p>
      {items.length > 0 ? (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={m.listings_photos_list_label()}>
          {items.map((item, index) => {
            const n = index + 1;
            const src = item.kind === "kept" ? (cardImageUrl(item.url) ?? item.url) : item.preview;
            return (
              <li
                key={item.kind === "kept" ? item.url : item.key}
                className="overflow-hidden rounded-lg border border-slate-200 bg-white"
              >
                <input type="hidden" name="photoOrder" value={item.kind === "kept" ? item.url : NEW_PHOTO} />
                <div className="relative">
                  {/* "Photo 3" is the position the buttons below name ("Move photo 3 earlier"), not "image of". */}
                  <img src={src} alt={m.listings_photo_alt({ n })} className="aspect-[4/3] w-full object-cover" />
                  {index === 0 ? (
                    <span className="absolute left-1 top-1 rounded bg-brand px-1.5 py-0.5 text-xs font-semibold text-white">
                      {m.listings_photo_cover()}
                    </span>
                  ) : null}
                </div>
                {hydrated ? (
                  // Thumb-sized (44 px): on a narrow phone Remove wraps under the arrows.
                  <div className="flex flex-wrap items-center gap-1 p-1.5">
                    <Button
                      variant="secondary"
                      size="icon-lg"
                      onClick={() => move(index, -1)}
                      disabled={index === 0}
                      aria-label={m.listings_photo_move_earlier({ n })}
                    >
                      ←
                    </Button>
                    <Button
                      variant="secondary"
                      size="icon-lg"
                      onClick={() => move(index, 1)}
                      disabled={index === items.length - 1}
                      aria-label={m.listings_photo_move_later({ n })}
                    >
                      →
                    </Button>
                    <Button
                      variant="danger-outline"
                      size="lg"
                      onClick={() => remove(index)}
                      aria-label={m.listings_photo_remove_named({ n })}
                      className="flex-1 text-sm"
                    >
                      {m.listings_photo_remove()}
                    </Button>
                  </div>
                ) : item.kind === "kept" ? (
                  <Checkbox
                    name="removePhoto"
                    value={item.url}
                    label={m.listings_photo_remove_named({ n })}
                    className="p-2"
                  />
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      {/*
        Without JavaScript the browser's own file input posts the files. Once hydrated the chosen
        files live in the list above and are sent from there, so the input, emptied after each
        choice, would always say "No file chosen": it is hidden behind a button-like label and
        the count says what is chosen.
      */}
      <div className={hydrated ? "relative flex flex-wrap items-center gap-3" : undefined}>
        {hydrated ? null : (
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
            {m.listings_photos_add()}
          </label>
        )}
        <input
          ref={input}
          id={inputId}
          name={hydrated ? undefined : "images"}
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          aria-describedby={hydrated ? `${hintId} ${countId}` : hintId}
          className={
            hydrated
              ? "peer sr-only"
              : "max-w-full text-sm file:mr-2 file:min-h-8 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm"
          }
          onChange={(event) => {
            if (!hydrated) return;
            void addFiles(Array.from(event.currentTarget.files ?? []));
            event.currentTarget.value = "";
          }}
        />
        {hydrated ? (
          <>
            <label
              htmlFor={inputId}
              className={buttonClass({
                variant: "secondary",
                size: "lg",
                className:
                  "inline-flex cursor-pointer items-center text-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand",
              })}
            >
              {m.listings_photos_add()}
            </label>
            <p id={countId} aria-live="polite" className="text-sm text-slate-700">
              {busy ? m.listings_photos_preparing() : m.listings_photos_count({ count: items.length, max })}
            </p>
          </>
        ) : null}
      </div>
    </fieldset>
  );
}
