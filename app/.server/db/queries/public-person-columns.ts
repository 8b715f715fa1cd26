import { sql } from "drizzle-orm";
import type { ResponseTriple } from "~/lib/sellers/response-record";
import { verifiedUniversityOf } from "../../domain/verification/verified-student-now";
import { campuses, users } from "../schema";
import { type RatingPair, sellerRatingOf } from "./seller-rating";
import { sellerResponseOf } from "./seller-response";

/**
 * How a person can be reached, without their number (docs/security.md#phone-numbers): by
 * WhatsApp on request (a signed-in student asks POST /contact), by messages only (their choice on
 * /profile), or not by WhatsApp at all (no number given).
 */
export type ContactWay = "whatsapp" | "messages_only" | "none";

export const contactWayOf = sql<ContactWay>`(case when ${users.contactPreference} = 'messages_only' then 'messages_only' when coalesce(${users.whatsappNumber}, '') = '' then 'none' else 'whatsapp' end)`;

/** What a listing page shows of the person behind it (seller, landlord): never e-mail or phone, only how they can be reached. */
export const publicPersonColumns = {
  id: users.id,
  fullName: users.fullName,
  userType: users.userType,
  profileImageUrl: users.profileImageUrl,
  contactWay: contactWayOf,
  campusName: campuses.name,
  /** "Verified Student · UDSM": the university while the account is a verified student, else null. */
  verifiedUniversity: verifiedUniversityOf(users.id),
  /** "Phone verified": the WhatsApp number was confirmed by SMS code and not changed since; never the number. */
  phoneVerified: sql<boolean>`(${users.phoneVerifiedAt} is not null)`,
  /** "★ 4.7 (23)": their rating as a seller, kept by the database. */
  rating: sellerRatingOf(users.id),
  /** "Usually replies within an hour": their response record, from 5 conversations in 90 days. */
  response: sellerResponseOf(users.id),
};

export interface PublicPerson {
  id: string;
  fullName: string;
  userType: string;
  profileImageUrl: string | null;
  contactWay: ContactWay;
  campusName: string | null;
  verifiedUniversity: string | null;
  phoneVerified: boolean;
  rating: RatingPair;
  response: ResponseTriple | null;
}
