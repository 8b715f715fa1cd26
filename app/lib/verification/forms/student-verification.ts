import * as z from "zod/mini";
import { m } from "~/paraglide/messages";
import { formatDate } from "../../shared/dates";
import { emailField, requiredText, uuidField } from "../../shared/forms/fields";

/** The texts of verified students (docs/product.md#verified-students), worded when read. */
export const VERIFICATION_TEXT = {
  get linkSent() {
    return { title: m.verification_link_sent_title(), description: m.verification_link_sent_description() };
  },
  confirmed(university: string, until: Date | string) {
    return {
      title: m.verification_confirmed_title(),
      description: m.verification_confirmed_description({ university, date: formatDate(until) }),
    };
  },
  get domainAdded() {
    return { title: m.verification_domain_added_title(), description: m.verification_domain_added_description() };
  },
  get domainRemoved() {
    return { title: m.verification_domain_removed_title(), description: m.verification_domain_removed_description() };
  },
} as const;

/** A student's university address, on /profile. Whether its domain is a university's is the domain's to say. */
export const studentEmailSchema = z.object({ universityEmail: emailField });

export type StudentEmailInput = z.infer<typeof studentEmailSchema>;

/** A domain as campus_email_domains keeps it: lower case, letters, digits and hyphens between dots ("udsm.ac.tz"). */
const domainField = z
  .pipe(
    z.string(),
    z.transform((raw) => raw.trim().toLowerCase().replace(/^@/, "")),
  )
  .check(
    z.refine((value) => value.length <= 253 && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(value), {
      error: () => m.verification_domain_invalid(),
    }),
  );

/** An admin adding a university domain to a campus, with the short name the mark shows. */
export const campusDomainSchema = z.object({
  campusId: uuidField(() => m.verification_choose_campus()),
  domain: domainField,
  university: requiredText(40, () => m.verification_university_required()),
});

export type CampusDomainInput = z.infer<typeof campusDomainSchema>;

/** An admin removing a domain from a campus. */
export const removeCampusDomainSchema = z.object({
  campusId: uuidField(() => m.verification_choose_campus()),
  domain: domainField,
});

export type RemoveCampusDomainInput = z.infer<typeof removeCampusDomainSchema>;
