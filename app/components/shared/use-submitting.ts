import { useNavigation } from "react-router";
import { INTENT_FIELD } from "~/lib/shared/intent-field";

/**
 * Whether the page's form with this intent is being sent now (its button shows it is working).
 * `match` narrows it to one of several forms with the same intent (the row being deleted).
 */
export function useSubmitting(intent: string, match: Record<string, string> = {}): boolean {
  const navigation = useNavigation();
  const form = navigation.formData;
  if (navigation.state === "idle" || !form || form.get(INTENT_FIELD) !== intent) return false;
  return Object.entries(match).every(([name, value]) => form.get(name) === value);
}
