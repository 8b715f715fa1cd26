/** A profile picture, or up to two initials when there is none (spec: seller initials at most 2). */
export function initials(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join("");
}

export function PersonAvatar({ name, imageUrl, size = 48 }: { name: string; imageUrl: string | null; size?: number }) {
  if (imageUrl) {
    return <img src={imageUrl} alt="" width={size} height={size} className="rounded-full object-cover" style={{ width: size, height: size }} />;
  }
  return (
    <span
      aria-hidden="true"
      className="grid place-items-center rounded-full bg-emerald-100 font-semibold text-emerald-800"
      style={{ width: size, height: size, fontSize: size / 2.6 }}
    >
      {initials(name)}
    </span>
  );
}
