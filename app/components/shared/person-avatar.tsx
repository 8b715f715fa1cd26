/** A profile picture, or up to two initials when there is none (docs/product.md#sellers: at most 2). */
export function initials(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join("");
}

/**
 * The sizes in use, as Tailwind classes (width and height; initials at about 40% of the size)
 * rather than inline style attributes, which the Content-Security-Policy does not allow.
 */
const SIZES = {
  32: { box: "size-8", text: "text-[13px]" },
  48: { box: "size-12", text: "text-[18px]" },
  56: { box: "size-14", text: "text-[21px]" },
  72: { box: "size-18", text: "text-[28px]" },
  80: { box: "size-20", text: "text-[31px]" },
} as const;

export type AvatarSize = keyof typeof SIZES;

export function PersonAvatar({
  name,
  imageUrl,
  size = 48,
}: {
  name: string;
  imageUrl: string | null;
  size?: AvatarSize;
}) {
  const { box, text } = SIZES[size];
  if (imageUrl) {
    return <img src={imageUrl} alt="" width={size} height={size} className={`${box} rounded-full object-cover`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} ${text} grid place-items-center rounded-full bg-emerald-100 font-semibold text-emerald-800`}
    >
      {initials(name)}
    </span>
  );
}
