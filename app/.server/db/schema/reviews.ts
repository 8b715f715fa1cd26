import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { REVIEW_BASES, REVIEW_TEXT_MAX } from "../../../lib/reviews/review-rules";
import { createdAt, id, updatedAt } from "./columns";
import { listings } from "./listings";
import { users } from "./users";

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * A student's review of a seller about one listing, written on a fact of a deal (`basis`). It
 * outlives the listing ("listing removed") and the reviewer's account ("former student"): both are
 * set null, and `voice_id` keeps who wrote it, without a key, so the seller's average stays as it
 * was (docs/decisions/0020-reviews.md).
 */
export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reviewerId: uuid("reviewer_id").references(() => users.id, { onDelete: "set null" }),
    /** The reviewer when written, kept after their account is gone: one voice per reviewer in the average. */
    voiceId: uuid("voice_id").notNull(),
    /**
     * The account that wrote it, kept after that account is gone (no key): the rating weighs a
     * review by its author's confirmed phone (voices.ts), and drops it while the author is
     * suspended or after an admin deleted them for abuse.
     */
    authorId: uuid("author_id").notNull(),
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "set null" }),
    rating: smallint("rating").notNull(),
    body: text("body"),
    /** What made the reviewer eligible: 'deal', 'conversation' or 'contact'. */
    basis: text("basis").notNull(),
    /** The reviewer's account was under 7 days old when they wrote it: shown as "New account". */
    newAccount: boolean("new_account").notNull(),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    /** The moderator who hid it (no key: the moderation log keeps the history). */
    hiddenBy: uuid("hidden_by"),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("reviews_reviewer_listing_key").on(t.reviewerId, t.listingId),
    index("reviews_seller_created_at_idx").on(t.sellerId, t.createdAt.desc()),
    index("reviews_listing_id_idx").on(t.listingId),
    index("reviews_author_id_idx").on(t.authorId),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
    check(
      "reviews_body_length",
      sql`${t.body} is null or char_length(${t.body}) <= ${sql.raw(String(REVIEW_TEXT_MAX))}`,
    ),
    check(
      "reviews_reply_length",
      sql`${t.reply} is null or char_length(${t.reply}) <= ${sql.raw(String(REVIEW_TEXT_MAX))}`,
    ),
    check("reviews_reply_dated", sql`(${t.reply} is null) = (${t.repliedAt} is null)`),
    check("reviews_basis_valid", sql`${t.basis} in (${quoted(REVIEW_BASES)})`),
    check("reviews_not_oneself", sql`${t.voiceId} <> ${t.sellerId}`),
  ],
);

/**
 * Each seller's rating, recounted by a trigger on reviews (migration 0020) in the same transaction
 * as the review's change, never per request: the shown reviews' latest per voice, counted and
 * summed, and how many gave each number of stars.
 */
export const sellerRatings = pgTable(
  "seller_ratings",
  {
    sellerId: uuid("seller_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    reviews: integer("reviews").notNull().default(0),
    starsTotal: integer("stars_total").notNull().default(0),
    stars1: integer("stars_1").notNull().default(0),
    stars2: integer("stars_2").notNull().default(0),
    stars3: integer("stars_3").notNull().default(0),
    stars4: integer("stars_4").notNull().default(0),
    stars5: integer("stars_5").notNull().default(0),
    /** The average to one decimal, for sorting the directory; null without reviews. */
    average: numeric("average", { precision: 2, scale: 1 }).generatedAlwaysAs(
      sql`case when reviews > 0 then round(stars_total::numeric / reviews, 1) end`,
    ),
  },
  (t) => [index("seller_ratings_average_idx").on(t.average.desc().nullsLast(), t.reviews.desc())],
);

/**
 * Which accounts were used in which browser: a long-lived random cookie (app/.server/http/request-facts/device-cookie.ts),
 * stored hashed. A review is refused when the seller's account was seen in the reviewer's browser.
 */
export const deviceSightings = pgTable(
  "device_sightings",
  {
    deviceHash: text("device_hash").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.deviceHash, t.userId] }), index("device_sightings_user_id_idx").on(t.userId)],
);
