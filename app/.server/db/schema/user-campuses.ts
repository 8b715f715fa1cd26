import { sql } from "drizzle-orm";
import { boolean, index, pgTable, primaryKey, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { campuses } from "./campuses";
import { createdAt } from "./columns";
import { users } from "./users";

/** A user's campuses: at most 5 (enforced by a trigger in the migration), at most one primary. */
export const userCampuses = pgTable(
  "user_campuses",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    campusId: uuid("campus_id")
      .notNull()
      .references(() => campuses.id, { onDelete: "cascade" }),
    isPrimary: boolean("is_primary").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.campusId] }),
    uniqueIndex("user_campuses_one_primary").on(t.userId).where(sql`${t.isPrimary}`),
    index("user_campuses_campus_id_idx").on(t.campusId),
  ],
);
