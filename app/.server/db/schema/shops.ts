import { type SQL, sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { campuses } from "./campuses";
import { createdAt, id, searchDocument, tsvector, updatedAt } from "./columns";
import { users } from "./users";

export const shops = pgTable(
  "shops",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description"),
    /** The shops filter bar filters by it, so it is stored. */
    category: text("category").notNull().default("Other"),
    location: text("location").notNull(),
    address: text("address"),
    phoneNumber: text("phone_number"),
    /** The owner marked the shop's number as a public business number: then pages may show it (decision 0018). */
    phoneNumberPublic: boolean("phone_number_public").notNull().default(false),
    logoUrl: text("logo_url"),
    coverImageUrl: text("cover_image_url"),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    campusId: uuid("campus_id").references(() => campuses.id, { onDelete: "set null" }),
    subscriptionActive: boolean("subscription_active").notNull().default(false),
    subscriptionPlan: text("subscription_plan"),
    subscriptionEndDate: timestamp("subscription_end_date", { withTimezone: true }),
    freeTrialUsed: boolean("free_trial_used").notNull().default(false),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs((): SQL => searchDocument(sql.raw("name"), sql.raw("description"), sql.raw("location"))),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("shops_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("shops_owner_id_idx").on(t.ownerId),
    index("shops_campus_id_idx").on(t.campusId, t.createdAt.desc().nullsFirst()),
    index("shops_search_idx").using("gin", t.search),
    index("shops_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    check("shops_name_not_blank", sql`length(btrim(${t.name})) > 0`),
    check(
      "shops_subscription_plan_valid",
      sql`${t.subscriptionPlan} is null or ${t.subscriptionPlan} in ('trial', 'premium')`,
    ),
    check(
      "shops_active_has_plan",
      sql`not ${t.subscriptionActive} or (${t.subscriptionPlan} is not null and ${t.subscriptionEndDate} is not null)`,
    ),
    check("shops_trial_marks_used", sql`${t.subscriptionPlan} is distinct from 'trial' or ${t.freeTrialUsed}`),
    check(
      "shops_category_valid",
      sql`${t.category} in ('Restaurant', 'Electronics', 'Clothing', 'Services', 'Beauty', 'Health', 'Education', 'Other')`,
    ),
  ],
);
