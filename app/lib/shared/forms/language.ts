import * as z from "zod/mini";
import { LOCALES } from "../i18n/locales";

/** The language switch in the header and footer: the language, and the page to go back to. */
export const languageSchema = z.object({
  language: z.enum(LOCALES as readonly ["en", "sw"]),
  redirectTo: z.optional(z.string().check(z.maxLength(2000))),
});

export type LanguageInput = z.infer<typeof languageSchema>;
