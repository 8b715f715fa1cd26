import { Link } from "react-router";
import { LegalPage, LegalSection } from "~/components/shared/legal-page";
import { pageTitle, SITE_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";

const MINIMUM_AGE = 18;
const PRIVACY_REPLY_DAYS = 30;
/** The local storage key (and cookie purpose) that remembers the visitor's chosen campus. */
const VISITOR_CAMPUS_KEY = "visitorCampus";

export function meta() {
  return [
    { title: pageTitle(m.legal_privacy_title()) },
    { name: "description", content: m.legal_privacy_meta_description({ site: SITE_NAME }) },
  ];
}

/** Titles are message functions, worded when the page renders, in the reader's language. */
const SECTIONS = {
  about: { id: "about", title: m.legal_privacy_about_title },
  collect: { id: "data-we-collect", title: m.legal_privacy_collect_title },
  use: { id: "how-we-use-data", title: m.legal_privacy_use_title },
  bases: { id: "legal-bases", title: m.legal_privacy_bases_title },
  noSale: { id: "no-selling", title: m.legal_privacy_no_sale_title },
  sharing: { id: "sharing", title: m.legal_privacy_sharing_title },
  cookies: { id: "cookies", title: m.legal_privacy_cookies_title },
  security: { id: "security", title: m.legal_privacy_security_title },
  retention: { id: "retention", title: m.legal_privacy_retention_title },
  rights: { id: "your-rights", title: m.legal_privacy_rights_title },
  transfers: { id: "international-transfers", title: m.legal_privacy_transfers_title },
  children: { id: "children", title: m.legal_privacy_children_title },
  changes: { id: "changes", title: m.legal_privacy_changes_title },
  contact: { id: "contact", title: m.legal_privacy_contact_title },
} as const;

type SectionKey = keyof typeof SECTIONS;

/** The props of one section (its id and worded title). */
function section(key: SectionKey) {
  return { id: SECTIONS[key].id, title: SECTIONS[key].title() };
}

const phoneHref = `tel:${SUPPORT_PHONE.replace(/[^\d+]/g, "")}`;

export default function PrivacyPolicy() {
  const site = SITE_NAME;
  const days = PRIVACY_REPLY_DAYS;
  const age = MINIMUM_AGE;
  return (
    <LegalPage
      title={m.legal_privacy_title()}
      updated={m.legal_privacy_updated()}
      toc={(Object.keys(SECTIONS) as SectionKey[]).map(section)}
      intro={<p>{m.legal_privacy_intro({ site })}</p>}
    >
      <LegalSection {...section("about")}>
        <p>
          {m.legal_privacy_about({ site })} <Link to="/terms-of-service">{m.legal_privacy_about_terms_link()}</Link>.
        </p>
      </LegalSection>

      <LegalSection {...section("collect")}>
        <p>{m.legal_privacy_collect_intro()}</p>
        <h3>{m.legal_privacy_account_heading()}</h3>
        <ul>
          <li>{m.legal_privacy_account_name()}</li>
          <li>{m.legal_privacy_account_whatsapp()}</li>
          <li>{m.legal_privacy_account_campuses()}</li>
        </ul>
        <h3>{m.legal_privacy_profile_heading()}</h3>
        <ul>
          <li>{m.legal_privacy_profile_details()}</li>
          <li>{m.legal_privacy_profile_shop()}</li>
        </ul>
        <h3>{m.legal_privacy_location_heading()}</h3>
        <ul>
          <li>
            <strong>{m.legal_privacy_campus_choice_label()}</strong> {m.legal_privacy_location_campus()}
          </li>
          <li>
            <strong>{m.legal_privacy_location_device_label()}</strong> {m.legal_privacy_location_device()}
          </li>
        </ul>
        <h3>{m.legal_privacy_payment_heading()}</h3>
        <ul>
          <li>{m.legal_privacy_payment_details()}</li>
          <li>{m.legal_privacy_payment_pin()}</li>
        </ul>
        <h3>{m.legal_privacy_listings_heading()}</h3>
        <ul>
          <li>{m.legal_privacy_listings_posted()}</li>
          <li>{m.legal_privacy_listings_usage()}</li>
        </ul>
        <h3>{m.legal_privacy_usage_heading()}</h3>
        <ul>
          <li>{m.legal_privacy_usage_details()}</li>
        </ul>
      </LegalSection>

      <LegalSection {...section("use")}>
        <p>{m.legal_privacy_use_intro()}</p>
        <ul>
          <li>{m.legal_privacy_use_account()}</li>
          <li>{m.legal_privacy_use_publish()}</li>
          <li>{m.legal_privacy_use_contact_on_request()}</li>
          <li>{m.legal_privacy_use_payments()}</li>
          <li>{m.legal_privacy_use_messages()}</li>
          <li>{m.legal_privacy_use_fraud()}</li>
          <li>{m.legal_privacy_use_support()}</li>
          <li>{m.legal_privacy_use_improve()}</li>
          <li>{m.legal_privacy_use_comply()}</li>
        </ul>
      </LegalSection>

      <LegalSection {...section("bases")}>
        <p>{m.legal_privacy_bases_intro()}</p>
        <ul>
          <li>
            <strong>{m.legal_privacy_bases_contract_label()}</strong> {m.legal_privacy_bases_contract()}
          </li>
          <li>
            <strong>{m.legal_privacy_bases_consent_label()}</strong> {m.legal_privacy_bases_consent()}
          </li>
          <li>
            <strong>{m.legal_privacy_bases_legal_label()}</strong> {m.legal_privacy_bases_legal()}
          </li>
          <li>
            <strong>{m.legal_privacy_bases_interests_label()}</strong> {m.legal_privacy_bases_interests()}
          </li>
        </ul>
      </LegalSection>

      <LegalSection {...section("noSale")}>
        <p>
          <strong>{m.legal_privacy_no_sale_strong()}</strong>
          {m.legal_privacy_no_sale_rest()}
        </p>
      </LegalSection>

      <LegalSection {...section("sharing")}>
        <p>{m.legal_privacy_sharing_intro()}</p>
        <ul>
          <li>
            <strong>{m.legal_privacy_sharing_users_label()}</strong> {m.legal_privacy_sharing_users_on_request()}
          </li>
          <li>
            <strong>{m.legal_privacy_sharing_processor_label()}</strong> {m.legal_privacy_sharing_processor()}
          </li>
          <li>
            <strong>{m.legal_privacy_sharing_providers_label()}</strong> {m.legal_privacy_sharing_providers()}
          </li>
          <li>
            <strong>{m.legal_privacy_sharing_legal_label()}</strong> {m.legal_privacy_sharing_legal({ site })}
          </li>
          <li>
            <strong>{m.legal_privacy_sharing_business_label()}</strong> {m.legal_privacy_sharing_business({ site })}
          </li>
        </ul>
        <p>{m.legal_privacy_sharing_whatsapp()}</p>
      </LegalSection>

      <LegalSection {...section("cookies")}>
        <p>{m.legal_privacy_cookies_intro()}</p>
        <ul>
          <li>
            <strong>{m.legal_privacy_campus_choice_label()}</strong> {m.legal_privacy_cookies_campus_before()}{" "}
            <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-sm text-slate-800">
              {VISITOR_CAMPUS_KEY}
            </code>{" "}
            {m.legal_privacy_cookies_campus_after()}
          </li>
          <li>
            <strong>{m.legal_privacy_cookies_sign_in_label()}</strong> {m.legal_privacy_cookies_sign_in()}
          </li>
        </ul>
        <p>{m.legal_privacy_cookies_no_tracking()}</p>
      </LegalSection>

      <LegalSection {...section("security")}>
        <p>{m.legal_privacy_security_measures()}</p>
        <p>{m.legal_privacy_security_breach()}</p>
      </LegalSection>

      <LegalSection {...section("retention")}>
        <p>{m.legal_privacy_retention_intro()}</p>
        <ul>
          <li>{m.legal_privacy_retention_account()}</li>
          <li>{m.legal_privacy_retention_listings()}</li>
          <li>{m.legal_privacy_retention_payments()}</li>
          <li>{m.legal_privacy_retention_logs()}</li>
        </ul>
        <p>{m.legal_privacy_retention_longer()}</p>
      </LegalSection>

      <LegalSection {...section("rights")}>
        <p>{m.legal_privacy_rights_intro()}</p>
        <ul>
          <li>
            <strong>{m.legal_privacy_rights_access_label()}</strong> {m.legal_privacy_rights_access()}
          </li>
          <li>
            <strong>{m.legal_privacy_rights_correction_label()}</strong> {m.legal_privacy_rights_correction()}
          </li>
          <li>
            <strong>{m.legal_privacy_rights_deletion_label()}</strong> {m.legal_privacy_rights_deletion()}
          </li>
          <li>
            <strong>{m.legal_privacy_rights_objection_label()}</strong> {m.legal_privacy_rights_objection()}
          </li>
          <li>
            <strong>{m.legal_privacy_rights_withdraw_label()}</strong> {m.legal_privacy_rights_withdraw()}
          </li>
          <li>
            <strong>{m.legal_privacy_rights_complain_label()}</strong> {m.legal_privacy_rights_complain()}
          </li>
        </ul>
        <p>{m.legal_privacy_rights_exercise({ days })}</p>
      </LegalSection>

      <LegalSection {...section("transfers")}>
        <p>{m.legal_privacy_transfers()}</p>
      </LegalSection>

      <LegalSection {...section("children")}>
        <p>{m.legal_privacy_children({ age })}</p>
      </LegalSection>

      <LegalSection {...section("changes")}>
        <p>{m.legal_privacy_changes()}</p>
      </LegalSection>

      <LegalSection {...section("contact")}>
        <p>{m.legal_privacy_contact({ days })}</p>
        <ul>
          <li>
            {m.legal_contact_email()} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </li>
          <li>
            {m.legal_contact_phone()} <a href={phoneHref}>{SUPPORT_PHONE}</a>
          </li>
        </ul>
      </LegalSection>
    </LegalPage>
  );
}
