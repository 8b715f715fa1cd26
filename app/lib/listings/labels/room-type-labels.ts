import { m } from "~/paraglide/messages";
import { labelIn } from "../../shared/label-in";
import type { RoomType } from "../categories";

const ROOM_TYPE_LABELS = {
  "Single Room": m.listings_room_single,
  "Shared Room": m.listings_room_shared,
  Studio: m.listings_room_studio,
  "One Bedroom": m.listings_room_one_bedroom,
  "Two Bedroom": m.listings_room_two_bedroom,
  "Three+ Bedroom": m.listings_room_three_bedroom,
} satisfies Record<RoomType, () => string>;

export const roomTypeLabel = (value: string): string => labelIn(ROOM_TYPE_LABELS, value);
