// `npm run books -- 2026-12-03` prints that East African day's books (yesterday's without a day):
// money in through the gateway, money out to phones, earnings and every balance, and whether they
// balance (docs/payments.md#the-books). Exits 1 when they do not, so a daily cron can alert on it.
// Uses DATA_DIR / DATABASE_URL like the app; with the embedded database, stop the app first.
import { computeBooks, eastAfricanDay, eastAfricanDayOf } from "~/.server/domain/payments/books/compute-books";
import { openAppDatabase } from "./open-app-database";

const day = process.argv[2] ?? eastAfricanDayOf(new Date(Date.now() - 24 * 60 * 60 * 1000));
const range = eastAfricanDay(day);
if (!range) {
  console.error("Usage: npm run books -- YYYY-MM-DD (an East African calendar day; yesterday without one)");
  process.exit(2);
}
const { handle } = await openAppDatabase();
try {
  const books = await computeBooks(handle.db, range);
  const tzs = (value: string) => `TZS ${value}`.padStart(22);
  const lines = [
    `Books of ${day} (East African time)`,
    "",
    "That day",
    `  Opening balances             ${tzs(books.openingBalancesTzs)}`,
    `  Money in through the gateway ${tzs(books.period.moneyInTzs)}`,
    `  Money out to phones          ${tzs(books.period.moneyOutTzs)}`,
    `    reached phones             ${tzs(books.period.paidToPhonesTzs)}`,
    `    gateway fees on them       ${tzs(books.period.payoutFeesTzs)}`,
    `  Earnings (fees, shops)       ${tzs(books.period.earningsTzs)}`,
    `  Closing balances             ${tzs(books.toDate.balancesTzs)}`,
    "",
    "To date",
    `  Money in                     ${tzs(books.toDate.moneyInTzs)}`,
    `  Money out                    ${tzs(books.toDate.moneyOutTzs)}`,
    `  Earnings                     ${tzs(books.toDate.earningsTzs)}`,
    `  Balances                     ${tzs(books.toDate.balancesTzs)}`,
    `  Difference                   ${tzs(books.toDate.differenceTzs)}`,
  ];
  console.log(lines.join("\n"));
  const balanced = Number(books.toDate.differenceTzs) === 0 && books.discrepancies.length === 0;
  if (balanced) console.log("\nThe books balance.");
  else {
    console.log("\nThe books do not balance:");
    for (const each of books.discrepancies) console.log(`  ${each.kind}: ${each.count} rows, TZS ${each.amountTzs}`);
    process.exitCode = 1;
  }
} finally {
  await handle.close();
}
