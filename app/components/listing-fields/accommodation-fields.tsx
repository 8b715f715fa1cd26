import { ACCOMMODATION_CATEGORIES, ROOM_TYPES } from "~/lib/categories";
import { SelectField } from "../ui/select-field";
import { TextField } from "../ui/text-field";
import type { ListingFieldsProps } from "./field-props";

/** What only an accommodation's form asks: where it is, what kind of place, and its amenities. */
export function AccommodationFields({ listing, errors, value }: ListingFieldsProps) {
  return (
    <>
      <TextField name="location" label="Location" required maxLength={120} placeholder="e.g. Sinza, near UDSM" defaultValue={value("location", listing?.location)} error={errors.location} />
      <TextField name="address" label="Address (optional)" maxLength={200} defaultValue={value("address", listing?.address) ?? ""} error={errors.address} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="roomType" label="Room type (optional)" maxLength={60} list="room-types" defaultValue={value("roomType", listing?.roomType) ?? ""} error={errors.roomType} />
        <SelectField name="category" label="Type of place" options={ACCOMMODATION_CATEGORIES} defaultValue={value("category", listing?.category) ?? "Other"} error={errors.category} />
      </div>
      <datalist id="room-types">
        {ROOM_TYPES.map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
      <TextField
        name="amenities"
        label="Amenities (optional)"
        hint="Separate with commas, e.g. WiFi, Water, Parking, Security"
        maxLength={1300}
        defaultValue={value("amenities", listing?.amenities.join(", ")) ?? ""}
        error={errors.amenities}
      />
    </>
  );
}
