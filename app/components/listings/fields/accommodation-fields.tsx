import { ACCOMMODATION_CATEGORIES, ROOM_TYPES } from "~/lib/listings/categories";
import { accommodationCategoryLabel } from "~/lib/listings/labels/accommodation-category-labels";
import { roomTypeLabel } from "~/lib/listings/labels/room-type-labels";
import { m } from "~/paraglide/messages";
import { SelectField } from "../../ui/select-field";
import { TextField } from "../../ui/text-field";
import type { ListingFieldsProps } from "./field-props";

/** What only an accommodation's form asks: where it is, what kind of place, and its amenities. */
export function AccommodationFields({ errors, value }: ListingFieldsProps) {
  return (
    <>
      <TextField
        name="location"
        label={m.listings_location_label()}
        required
        maxLength={120}
        placeholder={m.listings_location_placeholder()}
        defaultValue={value("location")}
        error={errors.location}
      />
      <TextField
        name="address"
        label={m.listings_address_label()}
        maxLength={200}
        defaultValue={value("address") ?? ""}
        error={errors.address}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="roomType"
          label={m.listings_room_type_label()}
          maxLength={60}
          list="room-types"
          defaultValue={value("roomType") ?? ""}
          error={errors.roomType}
        />
        <SelectField
          name="category"
          label={m.listings_place_type_label()}
          options={ACCOMMODATION_CATEGORIES.map((category) => ({
            value: category,
            label: accommodationCategoryLabel(category),
          }))}
          defaultValue={value("category") ?? "Other"}
          error={errors.category}
        />
      </div>
      {/* The suggestions are the stored vocabulary (what filters match); the label says it in the reader's language. */}
      <datalist id="room-types">
        {ROOM_TYPES.map((type) => {
          const label = roomTypeLabel(type);
          return <option key={type} value={type} label={label === type ? undefined : label} />;
        })}
      </datalist>
      <TextField
        name="amenities"
        label={m.listings_amenities_label()}
        hint={m.listings_amenities_hint()}
        maxLength={1300}
        defaultValue={value("amenities") ?? ""}
        error={errors.amenities}
      />
    </>
  );
}
