import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { campuses } from "./campuses";
import { createdAt, id, updatedAt } from "./columns";

/**
 * The users (profile) table. The auth library (app/.server/auth/) maps its user model onto this table, so the
 * account fields (email, email_verified) live here too.
 */
export const users = pgTable(
  "users",
  {
    id: id(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    phoneNumber: text("phone_number"),
    whatsappNumber: text("whatsapp_number"),
    /** 'whatsapp': a signed-in student who asks gets the WhatsApp link; 'messages_only': no number is ever shown (decision 0018). */
    contactPreference: text("contact_preference").notNull().default("whatsapp"),
    /** When the WhatsApp number was confirmed by an SMS code; a trigger clears it when the number changes (migration 0018). */
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    /**
     * The confirmed number's voice subject (a keyed hash, voices.ts), set with the mark and cleared
     * with it by the same trigger: a confirmed number belongs to one account at a time (a unique index).
     */
    phoneVoice: text("phone_voice"),
    university: text("university"),
    profileImageUrl: text("profile_image_url"),
    userType: text("user_type").notNull().default("individual_seller"),
    /** The primary campus. Every account has one from the moment it exists (migration 0006 adds its user_campuses row). */
    campusId: uuid("campus_id")
      .notNull()
      .references(() => campuses.id, { onDelete: "restrict" }),
    freeProductsUsed: integer("free_products_used").notNull().default(0),
    freeProductsLimit: integer("free_products_limit").notNull().default(5),
    freeAccommodationsUsed: integer("free_accommodations_used").notNull().default(0),
    freeAccommodationsLimit: integer("free_accommodations_limit").notNull().default(2),
    /** When this owner started their one free shop trial (decision 0010: one per owner, not per shop). */
    shopTrialUsedAt: timestamp("shop_trial_used_at", { withTimezone: true }),
    /** The language the account chose ('en' or 'sw'); null until it chooses. E-mails, pushes and receipts use it (decision 0015). */
    language: text("language"),
    /**
     * When the password, or two-factor, last changed (triggers on account and users, migration
     * 0027): a withdrawal waits a day after either, in case it was a thief's change.
     */
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    twoFactorChangedAt: timestamp("two_factor_changed_at", { withTimezone: true }),
    /** Set by the owner's "freeze my money" link: no withdrawal leaves until they unfreeze it, signed in. */
    moneyFrozenAt: timestamp("money_frozen_at", { withTimezone: true }),
    /** When the owner last unfroze it: like a new password, a withdrawal then waits a day (a thief who froze nothing may have unfrozen). */
    moneyUnfrozenAt: timestamp("money_unfrozen_at", { withTimezone: true }),
    // Account fields the auth library's plugins keep (two-factor, admin).
    twoFactorEnabled: boolean("two_factor_enabled").default(false),
    role: text("role").default("user"),
    banned: boolean("banned").default(false),
    banReason: text("ban_reason"),
    banExpires: timestamp("ban_expires", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    index("users_campus_id_idx").on(t.campusId),
    index("users_created_at_idx").on(t.createdAt),
    uniqueIndex("users_phone_voice_key").on(t.phoneVoice),
    check("users_contact_preference_valid", sql`${t.contactPreference} in ('whatsapp', 'messages_only')`),
    check("users_language_valid", sql`${t.language} is null or ${t.language} in ('en', 'sw')`),
    check("users_role_valid", sql`${t.role} is null or ${t.role} in ('user', 'moderator', 'admin')`),
    check("users_user_type_valid", sql`${t.userType} in ('individual_seller', 'shop_owner', 'verified', 'individual')`),
    check("users_free_products_used_valid", sql`${t.freeProductsUsed} >= 0 and ${t.freeProductsLimit} >= 0`),
    check(
      "users_free_accommodations_used_valid",
      sql`${t.freeAccommodationsUsed} >= 0 and ${t.freeAccommodationsLimit} >= 0`,
    ),
  ],
);
