/**
 * The e-mail domains of the seeded campuses' universities (docs/product.md#verified-students):
 * an address at one of these verifies a student of that university. Only domains the universities
 * publish themselves (their websites and staff addresses); no student subdomain is listed where
 * none could be checked, and admins add more on /admin/campus-domains. `university` is the short
 * name the "Verified Student" mark shows. A university's colleges that are campuses of their own
 * share its domain. drizzle/0018_verified-and-reachable.sql inserts the same rows for databases
 * that had campuses before the table existed; keep the two alike.
 */
export interface CampusEmailDomainSeed {
  /** The campus, by its short name (seed-data/campuses.ts). */
  campusShortName: string;
  domain: string;
  university: string;
}

const university = (name: string, domain: string, campusShortNames: readonly string[]): CampusEmailDomainSeed[] =>
  campusShortNames.map((campusShortName) => ({ campusShortName, domain, university: name }));

export const CAMPUS_EMAIL_DOMAINS: CampusEmailDomainSeed[] = [
  ...university("UDSM", "udsm.ac.tz", ["UDSM Mlimani", "UDSM CoICT", "DUCE", "MUCE"]),
  ...university("DUCE", "duce.ac.tz", ["DUCE"]),
  ...university("MUCE", "muce.ac.tz", ["MUCE"]),
  ...university("ARU", "aru.ac.tz", ["ARU"]),
  ...university("MUHAS", "muhas.ac.tz", ["MUHAS"]),
  ...university("IFM", "ifm.ac.tz", ["IFM"]),
  ...university("CBE", "cbe.ac.tz", ["CBE", "CBE Dodoma"]),
  ...university("DIT", "dit.ac.tz", ["DIT"]),
  ...university("OUT", "out.ac.tz", ["OUT"]),
  ...university("Mzumbe", "mzumbe.ac.tz", ["Mzumbe", "Mzumbe Dar"]),
  ...university("NIT", "nit.ac.tz", ["NIT"]),
  ...university("TIA", "tia.ac.tz", ["TIA Dar"]),
  ...university("EASTC", "eastc.ac.tz", ["EASTC"]),
  ...university("KIUT", "kiut.ac.tz", ["KIUT"]),
  ...university("UDOM", "udom.ac.tz", ["UDOM"]),
  ...university("SJUT", "sjut.ac.tz", ["SJUT"]),
  ...university("IRDP", "irdp.ac.tz", ["IRDP"]),
  ...university("SUA", "sua.ac.tz", ["SUA", "SUA SMC"]),
  ...university("NM-AIST", "nm-aist.ac.tz", ["NM-AIST"]),
  ...university("IAA", "iaa.ac.tz", ["IAA"]),
  ...university("Makumira", "makumira.ac.tz", ["Makumira"]),
  ...university("ATC", "atc.ac.tz", ["ATC"]),
  ...university("KCMUCo", "kcmuco.ac.tz", ["KCMUCo"]),
  ...university("MoCU", "mocu.ac.tz", ["MoCU"]),
  ...university("MWECAU", "mwecau.ac.tz", ["MWECAU"]),
  ...university("MUST", "must.ac.tz", ["MUST"]),
  ...university("TEKU", "teku.ac.tz", ["TEKU"]),
  ...university("SAUT", "saut.ac.tz", ["SAUT"]),
  // CUHAS publishes itself at bugando.ac.tz.
  ...university("CUHAS", "bugando.ac.tz", ["CUHAS"]),
  ...university("RUCU", "rucu.ac.tz", ["RUCU"]),
  ...university("UoI", "uoi.ac.tz", ["UoI"]),
  ...university("SUZA", "suza.ac.tz", ["SUZA"]),
];
