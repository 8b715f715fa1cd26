import { AppError } from "~/lib/shared/app-error";
import type { Database } from "../../db/client";
import { type Books, computeBooks, eastAfricanDay, eastAfricanDayOf } from "../payments/books/compute-books";
import { assertAdmin } from "./assert-admin";

/** /admin/books (admins only): one East African day's statement, yesterday's when none is named. */
export async function getBooks(
  db: Database,
  actorId: string,
  day: string | null,
  now: Date = new Date(),
): Promise<Books & { day: string }> {
  await assertAdmin(db, actorId);
  const chosen = day ?? eastAfricanDayOf(new Date(now.getTime() - 24 * 60 * 60 * 1000));
  const range = eastAfricanDay(chosen);
  if (!range) throw new AppError("invalid_input", "books_day_invalid");
  return { ...(await computeBooks(db, range)), day: chosen };
}
