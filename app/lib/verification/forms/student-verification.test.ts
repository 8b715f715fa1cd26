import { describe, expect, it } from "vitest";
import { campusDomainSchema, studentEmailSchema } from "./student-verification";

const campusId = "6f1c2b1e-9a51-4c1e-9d8b-2f0a4b6c8d10";

describe("the verified-student forms", () => {
  it("take a university address trimmed and in lower case, and refuse what is no address", () => {
    expect(studentEmailSchema.safeParse({ universityEmail: "  Neema@UDSM.ac.tz " })).toEqual({
      success: true,
      data: { universityEmail: "neema@udsm.ac.tz" },
    });
    expect(studentEmailSchema.safeParse({ universityEmail: "neema at udsm" }).success).toBe(false);
  });

  it("take a domain as the table keeps it, and refuse anything else before the database sees it", () => {
    expect(campusDomainSchema.safeParse({ campusId, domain: " @Students.UDSM.ac.tz ", university: " UDSM " })).toEqual({
      success: true,
      data: { campusId, domain: "students.udsm.ac.tz", university: "UDSM" },
    });
    for (const domain of ["udsm", "udsm..ac.tz", "ud sm.ac.tz", "udsm.ac.tz/", "*.udsm.ac.tz", ""]) {
      expect(campusDomainSchema.safeParse({ campusId, domain, university: "UDSM" }).success, domain).toBe(false);
    }
    expect(campusDomainSchema.safeParse({ campusId, domain: "udsm.ac.tz", university: " " }).success).toBe(false);
    expect(
      campusDomainSchema.safeParse({ campusId: "not-a-uuid", domain: "udsm.ac.tz", university: "UDSM" }).success,
    ).toBe(false);
  });
});
