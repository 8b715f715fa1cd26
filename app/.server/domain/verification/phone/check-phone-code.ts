import { and, eq, gt, lt, sql } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import { phoneCodes } from "../../../db/schema";
import { constantTimeEqual } from "../../../payments/constant-time-equal";
import { assertCodeTriesAllowed } from "./assert-code-tries-allowed";
import { hashPhoneCode } from "./hash-phone-code";
import type { PhoneCodePurpose } from "./issue-phone-code";
import { type PhoneContext, phoneKeyOf } from "./phone-key";
import { phoneNumberSubject } from "./phone-number-subject";
import { codeFailureKeys, PHONE_CODE_RULES } from "./phone-rules";
import { recordCodeFailure } from "./record-code-failure";

/**
 * Checks a code typed for an account and purpose, and uses it up when right: returns the number
 * it was sent to. Refuses while the account or the number waits after five wrong codes
 * ('phone_code_locked'), when no live code is waiting ('phone_code_expired'), or when the code is
 * wrong ('phone_code_wrong', counted on the code and on both wait counters). Each try is taken
 * from the code's row before the comparison, in one statement, so guesses sent all at once get no
 * more tries than guesses sent in turn; the comparison takes the same time whatever was typed.
 */
export async function checkPhoneCode(
  context: PhoneContext,
  options: { userId: string; purpose: PhoneCodePurpose; code: string; now?: Date },
): Promise<string> {
  const { userId, purpose, code } = options;
  const now = options.now ?? new Date();
  const key = phoneKeyOf(context);
  const mine = and(eq(phoneCodes.userId, userId), eq(phoneCodes.purpose, purpose));
  const [pending] = await context.db.select().from(phoneCodes).where(mine).limit(1);
  if (!pending) throw new AppError("invalid_input", "phone_code_expired");
  const failureKeys = codeFailureKeys(userId, phoneNumberSubject(key, pending.number));
  await assertCodeTriesAllowed(context.db, failureKeys, now);

  const [taken] = await context.db
    .update(phoneCodes)
    .set({ wrongTries: sql`${phoneCodes.wrongTries} + 1` })
    .where(
      and(
        mine,
        eq(phoneCodes.codeHash, pending.codeHash),
        lt(phoneCodes.wrongTries, PHONE_CODE_RULES.maxWrongTries),
        gt(phoneCodes.expiresAt, now),
      ),
    )
    .returning();
  if (!taken) throw new AppError("invalid_input", "phone_code_expired");

  const typed = hashPhoneCode(key, { userId, purpose, number: taken.number, code: code.trim() });
  if (constantTimeEqual(typed, taken.codeHash)) {
    const [used] = await context.db
      .delete(phoneCodes)
      .where(and(mine, eq(phoneCodes.codeHash, taken.codeHash)))
      .returning({ number: phoneCodes.number });
    // Another request used it first: a code works once.
    if (!used) throw new AppError("invalid_input", "phone_code_expired");
    return used.number;
  }
  const left = await recordCodeFailure(context.db, failureKeys, now);
  if (left === 0) throw new AppError("rate_limited", "phone_code_locked", { seconds: PHONE_CODE_RULES.lockSeconds });
  throw new AppError("invalid_input", "phone_code_wrong", {
    triesLeft: Math.min(left, PHONE_CODE_RULES.maxWrongTries - taken.wrongTries),
  });
}
