import { Link } from "react-router";
import { LegalPage, LegalSection } from "~/components/legal-page";
import { pageTitle, SITE_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from "~/lib/site";

const LAST_UPDATED = "22 November 2026";
const MINIMUM_AGE = 18;
const PRIVACY_REPLY_DAYS = 30;
/** The local storage key (and cookie purpose) that remembers the visitor's chosen campus. */
const VISITOR_CAMPUS_KEY = "visitorCampus";

export function meta() {
  return [
    { title: pageTitle("Privacy Policy") },
    {
      name: "description",
      content: `How ${SITE_NAME} collects, uses, shares and protects your personal data, and the rights you have over it.`,
    },
  ];
}

const SECTIONS = {
  about: { id: "about", title: "1. Who we are" },
  collect: { id: "data-we-collect", title: "2. Data we collect" },
  use: { id: "how-we-use-data", title: "3. How we use your data" },
  bases: { id: "legal-bases", title: "4. Legal bases for processing" },
  noSale: { id: "no-selling", title: "5. We never sell your personal data" },
  sharing: { id: "sharing", title: "6. How we share data" },
  cookies: { id: "cookies", title: "7. Cookies and local storage" },
  security: { id: "security", title: "8. Security" },
  retention: { id: "retention", title: "9. How long we keep data" },
  rights: { id: "your-rights", title: "10. Your rights" },
  transfers: { id: "international-transfers", title: "11. International transfers" },
  children: { id: "children", title: "12. Children" },
  changes: { id: "changes", title: "13. Changes to this policy" },
  contact: { id: "contact", title: "14. Contact us" },
} as const;

const TOC = Object.values(SECTIONS);

const phoneHref = `tel:${SUPPORT_PHONE.replace(/[^\d+]/g, "")}`;

export default function PrivacyPolicy() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated={LAST_UPDATED}
      toc={TOC}
      intro={
        <p>
          Your privacy matters to us. This Privacy Policy explains what personal data {SITE_NAME} collects when you use our website and app (the "Service"), why we collect it, who we share it with and
          the choices and rights you have. We intend to handle your data in line with Tanzania's Personal Data Protection Act, 2022 and its regulations.
        </p>
      }
    >
      <LegalSection {...SECTIONS.about}>
        <p>
          {SITE_NAME} is a campus marketplace that helps university students in Tanzania buy, sell and rent products, find accommodation and discover local shops. For the purposes of data protection
          law, {SITE_NAME} is the controller of the personal data described in this policy. This policy should be read together with our <Link to="/terms-of-service">Terms of Service</Link>.
        </p>
      </LegalSection>

      <LegalSection {...SECTIONS.collect}>
        <p>We collect only the data we need to run the Service:</p>
        <h3>Account data</h3>
        <ul>
          <li>your full name, e-mail address and password (stored only in a securely hashed form);</li>
          <li>your WhatsApp number, which buyers use to contact you; and</li>
          <li>the campus or campuses you select when you sign up (up to five, one of them primary).</li>
        </ul>
        <h3>Profile data</h3>
        <ul>
          <li>your profile photo, university, phone number and account type (buyer, individual seller, shop owner or verified);</li>
          <li>shop details if you create a shop, such as its name, description, location, address, phone number, logo and cover image.</li>
        </ul>
        <h3>Location data</h3>
        <ul>
          <li>
            <strong>Campus choice:</strong> the campus you pick so that we can show listings near you. Visitors can choose a campus without an account.
          </li>
          <li>
            <strong>Optional device location:</strong> if you choose to let us detect your campus, your browser asks for permission to share your location. The coordinates are used only on your device
            to suggest the nearest campuses and to estimate distances to sellers; we do not store them on our servers. You can refuse or withdraw this permission at any time in your browser settings
            and choose a campus manually instead.
          </li>
        </ul>
        <h3>Payment data</h3>
        <ul>
          <li>the name, e-mail address and mobile-money phone number you enter when paying, the amount, payment type and method, the transaction reference and the payment status.</li>
          <li>We never receive or store your mobile-money PIN. It is entered on your phone and handled by your mobile network operator.</li>
        </ul>
        <h3>Listings and activity data</h3>
        <ul>
          <li>the products, accommodation, shops, promotions, events and services you post, including descriptions, prices, locations and photos;</li>
          <li>your favourites and your listing fee and free-listing usage.</li>
        </ul>
        <h3>Usage data</h3>
        <ul>
          <li>
            pages and listings you view (including listing view counts), the date and time of your visits, your device and browser type, IP address and error logs, collected to keep the Service
            working and secure.
          </li>
        </ul>
      </LegalSection>

      <LegalSection {...SECTIONS.use}>
        <p>We use your personal data to:</p>
        <ul>
          <li>create and manage your account and keep you signed in;</li>
          <li>publish your listings and shop, and show content relevant to your campus;</li>
          <li>let buyers contact sellers through the WhatsApp number the seller has published;</li>
          <li>process listing fees, wallet top-ups and shop subscriptions, and show your payment history;</li>
          <li>send you service messages, such as payment confirmations and subscription expiry or renewal reminders;</li>
          <li>prevent, detect and investigate fraud, abuse, security incidents and breaches of our Terms;</li>
          <li>answer your questions and support requests;</li>
          <li>understand how the Service is used so that we can fix problems and improve it; and</li>
          <li>comply with our legal, tax and accounting obligations.</li>
        </ul>
      </LegalSection>

      <LegalSection {...SECTIONS.bases}>
        <p>We process your personal data only where we have a lawful reason to do so, namely:</p>
        <ul>
          <li>
            <strong>Contract:</strong> to provide the Service you signed up for and process your payments;
          </li>
          <li>
            <strong>Consent:</strong> for optional features such as device location and browser notifications, which you can withdraw at any time;
          </li>
          <li>
            <strong>Legal obligation:</strong> to keep records required by law and respond to lawful requests; and
          </li>
          <li>
            <strong>Legitimate interests:</strong> to keep the Service safe, prevent fraud and improve our features, where these interests are not overridden by your rights.
          </li>
        </ul>
      </LegalSection>

      <LegalSection {...SECTIONS.noSale}>
        <p>
          <strong>We never sell your personal data</strong>, and we do not rent it or share it with advertisers or data brokers for their own marketing.
        </p>
      </LegalSection>

      <LegalSection {...SECTIONS.sharing}>
        <p>We share personal data only in the following situations:</p>
        <ul>
          <li>
            <strong>Other users:</strong> information you publish on listings and your public profile, such as your name, profile photo, campus, WhatsApp number and shop details, is visible to other
            users and visitors. Please only publish contact details you are happy for others to see.
          </li>
          <li>
            <strong>Our mobile-money payment processor:</strong> when you pay, we share the name, e-mail address, phone number and amount needed to complete the payment with our third-party payment
            processor, which passes it to your mobile network operator (for example M-Pesa, Tigo Pesa (Mixx by Yas), Airtel Money or Halopesa).
          </li>
          <li>
            <strong>Service providers:</strong> companies that host our servers, store images and send e-mails on our behalf. They may use the data only to provide their services to us, under
            contracts that require them to protect it.
          </li>
          <li>
            <strong>Legal reasons:</strong> where required by law, court order or a lawful request from a public authority in Tanzania, or where needed to protect the safety, rights or property of our
            users, the public or {SITE_NAME}.
          </li>
          <li>
            <strong>Business changes:</strong> if {SITE_NAME} is reorganised, merged or sold, your data may pass to the new operator, who must continue to respect this policy.
          </li>
        </ul>
        <p>Conversations you have with other users on WhatsApp are governed by WhatsApp's own privacy policy; we do not see or store them.</p>
      </LegalSection>

      <LegalSection {...SECTIONS.cookies}>
        <p>We use a small number of cookies and browser storage items, all needed for the Service to work:</p>
        <ul>
          <li>
            <strong>Campus choice:</strong> a cookie and the local storage key <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-sm text-slate-800">{VISITOR_CAMPUS_KEY}</code> remember
            the campus you chose, so that we can show nearby listings on your next visit. Clearing your campus choice removes it.
          </li>
          <li>
            <strong>Sign-in:</strong> a session cookie keeps you signed in securely while you use the Service. It is removed when you sign out or when the session expires.
          </li>
        </ul>
        <p>
          We do not use advertising or cross-site tracking cookies. You can delete cookies and local storage in your browser settings at any time, but you will then need to sign in and choose your
          campus again.
        </p>
      </LegalSection>

      <LegalSection {...SECTIONS.security}>
        <p>
          We use reasonable technical and organisational measures to protect your personal data, including encrypted connections (HTTPS), hashed passwords, access controls that limit who can see or
          change your data, and regular review of our systems. Only you can edit your own profile and listings.
        </p>
        <p>
          No online service can be completely secure. Please use a strong, unique password and keep it to yourself. If we become aware of a personal data breach that is likely to affect you, we will
          notify you and the relevant authority as required by law.
        </p>
      </LegalSection>

      <LegalSection {...SECTIONS.retention}>
        <p>We keep personal data only for as long as we need it for the purposes described in this policy:</p>
        <ul>
          <li>account and profile data are kept while your account is open and deleted or anonymised after you close it;</li>
          <li>listings are kept while they are on the Service and removed when you delete them or your account;</li>
          <li>payment records are kept for as long as required by Tanzanian tax and accounting laws; and</li>
          <li>security and usage logs are kept for a limited period and then deleted or anonymised.</li>
        </ul>
        <p>We may keep some data for longer where we need it to resolve disputes, prevent fraud or comply with the law.</p>
      </LegalSection>

      <LegalSection {...SECTIONS.rights}>
        <p>Subject to the law, you have the right to:</p>
        <ul>
          <li>
            <strong>Access</strong> the personal data we hold about you and receive a copy of it;
          </li>
          <li>
            <strong>Correction</strong> of data that is inaccurate or incomplete (much of it you can edit yourself on your profile);
          </li>
          <li>
            <strong>Deletion</strong> of your personal data and your account, where we no longer have a lawful reason to keep it;
          </li>
          <li>
            <strong>Objection</strong> to processing based on our legitimate interests, and to direct marketing at any time;
          </li>
          <li>
            <strong>Withdraw consent</strong> for optional features such as device location and notifications; and
          </li>
          <li>
            <strong>Complain</strong> to the Personal Data Protection Commission of Tanzania if you believe your data has been handled unlawfully.
          </li>
        </ul>
        <p>
          To exercise any of these rights, contact us using the details below. We may need to confirm your identity before acting on a request. We reply to privacy inquiries within{" "}
          {PRIVACY_REPLY_DAYS} days.
        </p>
      </LegalSection>

      <LegalSection {...SECTIONS.transfers}>
        <p>
          Some of our service providers, such as hosting and storage providers, may store or process data on servers outside Tanzania. When your personal data is transferred abroad, we take steps
          required by the Personal Data Protection Act, 2022 to make sure it receives an adequate level of protection, for example by using providers with strong security commitments and contractual
          safeguards.
        </p>
      </LegalSection>

      <LegalSection {...SECTIONS.children}>
        <p>
          The Service is not intended for anyone under {MINIMUM_AGE}, and people under {MINIMUM_AGE} are not allowed to create an account. We do not knowingly collect personal data from children. If
          you believe a person under {MINIMUM_AGE} has given us personal data, please contact us and we will delete it.
        </p>
      </LegalSection>

      <LegalSection {...SECTIONS.changes}>
        <p>
          We may update this Privacy Policy from time to time. When we do, we will change the "Last updated" date above and, if the changes are significant, tell you through the Service or by e-mail
          before they take effect.
        </p>
      </LegalSection>

      <LegalSection {...SECTIONS.contact}>
        <p>For questions about this policy or to exercise your rights, contact us. We reply to privacy inquiries within {PRIVACY_REPLY_DAYS} days.</p>
        <ul>
          <li>
            E-mail: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </li>
          <li>
            Phone: <a href={phoneHref}>{SUPPORT_PHONE}</a>
          </li>
        </ul>
      </LegalSection>
    </LegalPage>
  );
}
