import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../../db/client";

/** Where a password attempt comes from: the browser's mark (device-cookie.ts, hashed) and the client address. */
export interface SignInPlace {
  deviceHash: string;
  address: string;
}

/**
 * Whether the account of this e-mail address was used from this browser before (a device
 * sighting: it signed in, or sent a form signed in, there) and whether one of its sessions was
 * opened from this address (an admin's impersonation is not the owner's). An e-mail address
 * without an account knows no place.
 */
export async function knownSignInPlace(
  db: Database,
  email: string,
  place: SignInPlace,
): Promise<{ device: boolean; address: boolean }> {
  const [row] = await queryRows<{ device: boolean; address: boolean }>(
    db,
    sql`with owner as (select id from users where lower(email) = ${email.trim().toLowerCase()} limit 1)
      select
        exists(select 1 from device_sightings d join owner on d.user_id = owner.id where d.device_hash = ${place.deviceHash}) as device,
        exists(select 1 from sessions s join owner on s.user_id = owner.id where s.ip_address = ${place.address} and s.impersonated_by is null) as address`,
  );
  return { device: row?.device ?? false, address: row?.address ?? false };
}
