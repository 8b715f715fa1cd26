import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { campuses } from "./campuses";
import { createdAt } from "./columns";
import { users } from "./users";

/**
 * The e-mail domains of a campus's university: its own domain and its student subdomains
 * (udsm.ac.tz, students.udsm.ac.tz). An address verifies a student only when its domain is one
 * of these, exactly. Admins edit them. `university` is the short name the badge shows ("UDSM").
 */
export const campusEmailDomains = pgTable(
  "campus_email_domains",
  {
    domain: text("domain").notNull(),
    campusId: uuid("campus_id")
      .notNull()
      .references(() => campuses.id, { onDelete: "cascade" }),
    university: text("university").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.campusId, t.domain] }),
    index("campus_email_domains_domain_idx").on(t.domain),
    check(
      "campus_email_domains_domain_lower",
      sql`${t.domain} = lower(btrim(${t.domain})) and ${t.domain} ~ '^[a-z0-9-]+(\\.[a-z0-9-]+)+$'`,
    ),
    check("campus_email_domains_university_not_blank", sql`length(btrim(${t.university})) between 1 and 40`),
  ],
);

/**
 * A student's university address: asked for (pending, with the hash of the link's token), then
 * confirmed for a year, then lapsed. One row per account; one confirmed account per address.
 */
export const studentVerifications = pgTable(
  "student_verifications",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    university: text("university").notNull(),
    status: text("status").notNull().default("pending"),
    /** sha256 of the confirmation link's token; null once confirmed. */
    tokenHash: text("token_hash"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** A confirmation lasts a year: students graduate. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("student_verifications_confirmed_email_key")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.status} = 'confirmed'`),
    uniqueIndex("student_verifications_token_hash_key").on(t.tokenHash),
    index("student_verifications_expires_at_idx").on(t.expiresAt).where(sql`${t.status} = 'confirmed'`),
    check("student_verifications_status_valid", sql`${t.status} in ('pending', 'confirmed', 'lapsed')`),
    check(
      "student_verifications_confirmed_dates",
      sql`${t.status} <> 'confirmed' or (${t.confirmedAt} is not null and ${t.expiresAt} is not null)`,
    ),
  ],
);

/**
 * A 6-digit code sent by SMS: to confirm a WhatsApp number, or to reset a password through a
 * verified one. Only its hash is kept; it expires after 10 minutes and counts its wrong tries.
 */
export const phoneCodes = pgTable(
  "phone_codes",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    /** The number (255…) the code was sent to; confirming marks this number, not a later one. */
    number: text("number").notNull(),
    codeHash: text("code_hash").notNull(),
    wrongTries: integer("wrong_tries").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.purpose] }),
    check("phone_codes_purpose_valid", sql`${t.purpose} in ('confirm_phone', 'reset_password')`),
    check("phone_codes_wrong_tries_valid", sql`${t.wrongTries} >= 0`),
  ],
);
