import { Link } from "react-router";
import { LegalPage, LegalSection } from "~/components/shared/legal-page";
import { formatPrice } from "~/lib/shared/money";
import { PREMIUM_SHOP_PRICE_TZS, pageTitle, SITE_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";

const MINIMUM_AGE = 18;
const PRICE_CHANGE_NOTICE_DAYS = 30;

export function meta() {
  return [
    { title: pageTitle(m.legal_terms_title()) },
    { name: "description", content: m.legal_terms_meta_description({ site: SITE_NAME }) },
  ];
}

/** Titles are message functions, worded when the page renders, in the reader's language. */
const SECTIONS = {
  acceptance: { id: "acceptance", title: m.legal_terms_acceptance_title },
  eligibility: { id: "eligibility", title: m.legal_terms_eligibility_title },
  accounts: { id: "accounts", title: m.legal_terms_accounts_title },
  responsibilities: { id: "responsibilities", title: m.legal_terms_responsibilities_title },
  prohibited: { id: "prohibited", title: m.legal_terms_prohibited_title },
  listings: { id: "listings", title: m.legal_terms_listings_title },
  payments: { id: "payments", title: m.legal_terms_payments_title },
  subscription: { id: "subscription", title: m.legal_terms_subscription_title },
  dealings: { id: "dealings", title: m.legal_terms_dealings_title },
  content: { id: "content", title: m.legal_terms_content_title },
  ip: { id: "intellectual-property", title: m.legal_terms_ip_title },
  disclaimers: { id: "disclaimers", title: m.legal_terms_disclaimers_title },
  liability: { id: "liability", title: m.legal_terms_liability_title },
  indemnity: { id: "indemnity", title: m.legal_terms_indemnity_title },
  termination: { id: "termination", title: m.legal_terms_termination_title },
  law: { id: "governing-law", title: m.legal_terms_law_title },
  changes: { id: "changes", title: m.legal_terms_changes_title },
  contact: { id: "contact", title: m.legal_terms_contact_title },
} as const;

type SectionKey = keyof typeof SECTIONS;

/** The props of one section (its id and worded title). */
function section(key: SectionKey) {
  return { id: SECTIONS[key].id, title: SECTIONS[key].title() };
}

const phoneHref = `tel:${SUPPORT_PHONE.replace(/[^\d+]/g, "")}`;

export default function TermsOfService() {
  const premiumPrice = formatPrice(PREMIUM_SHOP_PRICE_TZS);
  const site = SITE_NAME;
  const age = MINIMUM_AGE;
  const days = PRICE_CHANGE_NOTICE_DAYS;

  return (
    <LegalPage
      title={m.legal_terms_title()}
      updated={m.legal_terms_updated()}
      toc={(Object.keys(SECTIONS) as SectionKey[]).map(section)}
      intro={<p>{m.legal_terms_intro({ site })}</p>}
    >
      <LegalSection {...section("acceptance")}>
        <p>
          {m.legal_terms_acceptance()} <Link to="/privacy-policy">{m.legal_terms_acceptance_privacy_link()}</Link>
          {m.legal_terms_acceptance_after()}
        </p>
        <p>{m.legal_terms_acceptance_parties({ site })}</p>
      </LegalSection>

      <LegalSection {...section("eligibility")}>
        <p>
          {m.legal_terms_eligibility_age_before()} <strong>{m.legal_terms_eligibility_age_strong({ age })}</strong>{" "}
          {m.legal_terms_eligibility_age_after()}
        </p>
        <ul>
          <li>{m.legal_terms_eligibility_age({ age })}</li>
          <li>{m.legal_terms_eligibility_capacity()}</li>
          <li>{m.legal_terms_eligibility_information()}</li>
          <li>{m.legal_terms_eligibility_not_suspended()}</li>
        </ul>
        <p>{m.legal_terms_eligibility_students()}</p>
      </LegalSection>

      <LegalSection {...section("accounts")}>
        <p>{m.legal_terms_accounts_intro()}</p>
        <ul>
          <li>
            <strong>{m.legal_terms_accounts_buyers_label()}</strong> {m.legal_terms_accounts_buyers()}
          </li>
          <li>
            <strong>{m.legal_terms_accounts_sellers_label()}</strong> {m.legal_terms_accounts_sellers()}
          </li>
          <li>
            <strong>{m.legal_terms_accounts_owners_label()}</strong> {m.legal_terms_accounts_owners({ site })}
          </li>
        </ul>
        <p>{m.legal_terms_accounts_verified()}</p>
        <p>
          {m.legal_terms_accounts_security()} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>{" "}
          {m.legal_terms_accounts_security_after()}
        </p>
      </LegalSection>

      <LegalSection {...section("responsibilities")}>
        <p>{m.legal_terms_responsibilities_intro()}</p>
        <ul>
          <li>{m.legal_terms_responsibilities_honest()}</li>
          <li>{m.legal_terms_responsibilities_own()}</li>
          <li>{m.legal_terms_responsibilities_up_to_date()}</li>
          <li>{m.legal_terms_responsibilities_respect()}</li>
          <li>{m.legal_terms_responsibilities_laws()}</li>
          <li>{m.legal_terms_responsibilities_university()}</li>
        </ul>
      </LegalSection>

      <LegalSection {...section("prohibited")}>
        <p>{m.legal_terms_prohibited_intro()}</p>
        <ul>
          <li>{m.legal_terms_prohibited_fraud()}</li>
          <li>{m.legal_terms_prohibited_counterfeit()}</li>
          <li>{m.legal_terms_prohibited_illegal()}</li>
          <li>{m.legal_terms_prohibited_fake()}</li>
          <li>{m.legal_terms_prohibited_harass()}</li>
          <li>{m.legal_terms_prohibited_content()}</li>
          <li>{m.legal_terms_prohibited_impersonate()}</li>
          <li>{m.legal_terms_prohibited_data()}</li>
          <li>{m.legal_terms_prohibited_fees({ site })}</li>
          <li>{m.legal_terms_prohibited_interfere()}</li>
          <li>{m.legal_terms_prohibited_help()}</li>
        </ul>
        <p>{m.legal_terms_prohibited_enforcement()}</p>
      </LegalSection>

      <LegalSection {...section("listings")}>
        <p>{m.legal_terms_listings_intro()}</p>
        <ul>
          <li>
            <strong>{m.legal_terms_listings_products_label()}</strong> {m.legal_terms_listings_products()}
          </li>
          <li>
            <strong>{m.legal_terms_listings_accommodation_label()}</strong> {m.legal_terms_listings_accommodation()}
          </li>
        </ul>
        <p>{m.legal_terms_listings_fee_shown()}</p>
        <p>{m.legal_terms_listings_review()}</p>
      </LegalSection>

      <LegalSection {...section("payments")}>
        <p>{m.legal_terms_payments_intro({ site })}</p>
        <ul>
          <li>{m.legal_terms_payments_authorise()}</li>
          <li>{m.legal_terms_payments_processor_terms()}</li>
          <li>{m.legal_terms_payments_pending({ site })}</li>
          <li>{m.legal_terms_payments_direct({ site })}</li>
        </ul>
      </LegalSection>

      <LegalSection {...section("subscription")}>
        <p>{m.legal_terms_subscription_intro()}</p>
        <ul>
          <li>
            <strong>{m.legal_terms_subscription_price_label()}</strong>{" "}
            {m.legal_terms_subscription_price({ price: premiumPrice })}
          </li>
          <li>
            <strong>{m.legal_terms_subscription_trial_label()}</strong> {m.legal_terms_subscription_trial()}
          </li>
          <li>
            <strong>{m.legal_terms_subscription_renewal_label()}</strong> {m.legal_terms_subscription_renewal()}
          </li>
          <li>
            <strong>{m.legal_terms_subscription_cancel_label()}</strong> {m.legal_terms_subscription_cancel()}
          </li>
          <li>
            <strong>{m.legal_terms_subscription_no_refunds_label()}</strong> {m.legal_terms_subscription_no_refunds()}
          </li>
          <li>
            <strong>{m.legal_terms_subscription_price_changes_label()}</strong>{" "}
            {m.legal_terms_subscription_price_changes({ days })}
          </li>
          <li>
            <strong>{m.legal_terms_subscription_expiry_label()}</strong> {m.legal_terms_subscription_expiry()}
          </li>
        </ul>
      </LegalSection>

      <LegalSection {...section("dealings")}>
        <p>{m.legal_terms_dealings_platform({ site })}</p>
        <p>
          <strong>{m.legal_terms_dealings_not_party({ site })}</strong> {m.legal_terms_dealings_not_party_details()}
        </p>
        <h3>{m.legal_terms_safety_heading()}</h3>
        <ul>
          <li>{m.legal_terms_safety_meet()}</li>
          <li>{m.legal_terms_safety_friend()}</li>
          <li>{m.legal_terms_safety_inspect()}</li>
          <li>{m.legal_terms_safety_landlord()}</li>
          <li>{m.legal_terms_safety_too_good()}</li>
          <li>{m.legal_terms_safety_pin()}</li>
        </ul>
        <p>{m.legal_terms_dealings_report()}</p>
      </LegalSection>

      <LegalSection {...section("content")}>
        <p>{m.legal_terms_content_licence({ site })}</p>
        <p>{m.legal_terms_content_rights()}</p>
      </LegalSection>

      <LegalSection {...section("ip")}>
        <p>{m.legal_terms_ip_ownership({ site })}</p>
        <p>{m.legal_terms_ip_infringement()}</p>
      </LegalSection>

      <LegalSection {...section("disclaimers")}>
        <p>{m.legal_terms_disclaimers_as_is()}</p>
        <p>{m.legal_terms_disclaimers_no_vetting()}</p>
      </LegalSection>

      <LegalSection {...section("liability")}>
        <p>{m.legal_terms_liability_intro()}</p>
        <ul>
          <li>{m.legal_terms_liability_dealings({ site })}</li>
          <li>{m.legal_terms_liability_indirect()}</li>
          <li>{m.legal_terms_liability_cap({ site })}</li>
        </ul>
        <p>{m.legal_terms_liability_statutory()}</p>
      </LegalSection>

      <LegalSection {...section("indemnity")}>
        <p>{m.legal_terms_indemnity({ site })}</p>
      </LegalSection>

      <LegalSection {...section("termination")}>
        <p>{m.legal_terms_termination_yours()}</p>
        <p>{m.legal_terms_termination_ours({ site })}</p>
        <p>{m.legal_terms_termination_survival()}</p>
      </LegalSection>

      <LegalSection {...section("law")}>
        <p>
          {m.legal_terms_law_governed()} <strong>{m.legal_terms_law_country()}</strong>.
        </p>
        <p>{m.legal_terms_law_disputes()}</p>
        <p>{m.legal_terms_law_consumer()}</p>
      </LegalSection>

      <LegalSection {...section("changes")}>
        <p>{m.legal_terms_changes_updates({ days })}</p>
        <p>{m.legal_terms_changes_accept()}</p>
      </LegalSection>

      <LegalSection {...section("contact")}>
        <p>{m.legal_terms_contact()}</p>
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
