import { Link } from "react-router";
import { LegalPage, LegalSection } from "~/components/legal-page";
import { formatPrice } from "~/lib/money";
import { PREMIUM_SHOP_PRICE_TZS, pageTitle, SITE_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from "~/lib/site";

const LAST_UPDATED = "22 November 2026";
const MINIMUM_AGE = 18;
const PRICE_CHANGE_NOTICE_DAYS = 30;

export function meta() {
  return [
    { title: pageTitle("Terms of Service") },
    {
      name: "description",
      content: `The terms that apply when you buy, sell, rent or run a shop on ${SITE_NAME}, the campus marketplace for university students in Tanzania.`,
    },
  ];
}

const SECTIONS = {
  acceptance: { id: "acceptance", title: "1. Acceptance of these Terms" },
  eligibility: { id: "eligibility", title: "2. Eligibility" },
  accounts: { id: "accounts", title: "3. Accounts and account types" },
  responsibilities: { id: "responsibilities", title: "4. Your responsibilities" },
  prohibited: { id: "prohibited", title: "5. Prohibited activities" },
  listings: { id: "listings", title: "6. Listings and listing fees" },
  payments: { id: "payments", title: "7. Payments" },
  subscription: { id: "subscription", title: "8. Premium shop subscription" },
  dealings: { id: "dealings", title: "9. Dealings between users and WhatsApp contact" },
  content: { id: "content", title: "10. Your content" },
  ip: { id: "intellectual-property", title: "11. Intellectual property" },
  disclaimers: { id: "disclaimers", title: "12. Disclaimers" },
  liability: { id: "liability", title: "13. Limitation of liability" },
  indemnity: { id: "indemnity", title: "14. Indemnity" },
  termination: { id: "termination", title: "15. Suspension and termination" },
  law: { id: "governing-law", title: "16. Governing law and dispute resolution" },
  changes: { id: "changes", title: "17. Changes to these Terms" },
  contact: { id: "contact", title: "18. Contact us" },
} as const;

const TOC = Object.values(SECTIONS);

const phoneHref = `tel:${SUPPORT_PHONE.replace(/[^\d+]/g, "")}`;

export default function TermsOfService() {
  const premiumPrice = formatPrice(PREMIUM_SHOP_PRICE_TZS);

  return (
    <LegalPage
      title="Terms of Service"
      updated={LAST_UPDATED}
      toc={TOC}
      intro={
        <p>
          Welcome to {SITE_NAME}, a marketplace where university students in Tanzania buy, sell and rent products, find accommodation and discover local shops near their campus. These Terms of Service
          ("Terms") explain the rules for using our website and app (together, the "Service"). Please read them carefully.
        </p>
      }
    >
      <LegalSection {...SECTIONS.acceptance}>
        <p>
          By creating an account, posting a listing, making a payment or otherwise using the Service, you agree to be bound by these Terms and by our <Link to="/privacy-policy">Privacy Policy</Link>,
          which explains how we handle your personal data. If you do not agree, please do not use the Service.
        </p>
        <p>In these Terms, "{SITE_NAME}", "we", "us" and "our" refer to the operator of the Service, and "you" refers to any person who visits or uses it.</p>
      </LegalSection>

      <LegalSection {...SECTIONS.eligibility}>
        <p>
          You must be at least <strong>{MINIMUM_AGE} years old</strong> to create an account or use the Service. By using the Service you confirm that:
        </p>
        <ul>
          <li>you are {MINIMUM_AGE} years of age or older;</li>
          <li>you have the legal capacity to enter into a binding agreement under the laws of Tanzania;</li>
          <li>the information you give us, including your name, e-mail address, WhatsApp number and campus, is true, accurate and kept up to date; and</li>
          <li>you have not previously been suspended or removed from the Service.</li>
        </ul>
        <p>
          The Service is designed for university and college students and the campus community. We may ask you to confirm your identity or your link to a campus, and we may refuse or close accounts
          that do not meet these requirements.
        </p>
      </LegalSection>

      <LegalSection {...SECTIONS.accounts}>
        <p>The Service supports the following kinds of users. One person may act in more than one role.</p>
        <ul>
          <li>
            <strong>Buyers</strong> browse listings, save favourites and contact sellers. Browsing is open to visitors; saving favourites and other account features require you to sign in.
          </li>
          <li>
            <strong>Individual sellers</strong> are students who post their own products for sale or rent, or list accommodation such as rooms, studios and shared apartments.
          </li>
          <li>
            <strong>Shop owners</strong> operate a business or service near a campus and create a shop page on {SITE_NAME}. Shop owners may subscribe to a premium shop plan to publish promotions,
            events and services (see section 8).
          </li>
        </ul>
        <p>Some accounts may display a "verified" badge once we have carried out checks. A badge is not a guarantee of a user's honesty or of the quality of anything they sell.</p>
        <p>
          You are responsible for keeping your password secret and for all activity under your account. Tell us straight away at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> if you believe
          your account has been accessed without your permission. Each person may hold only one personal account, and accounts may not be sold or transferred.
        </p>
      </LegalSection>

      <LegalSection {...SECTIONS.responsibilities}>
        <p>When you use the Service you agree to:</p>
        <ul>
          <li>describe items and accommodation honestly, with accurate prices, condition, location and photos;</li>
          <li>only list items you own or are authorised to sell or rent, and that you can actually deliver;</li>
          <li>keep your listings up to date and remove or deactivate them once an item is sold or a room is taken;</li>
          <li>treat other users with respect and respond to them in good faith;</li>
          <li>comply with all applicable laws of the United Republic of Tanzania, including consumer protection, tax and licensing rules that apply to you or your shop; and</li>
          <li>follow your university's rules on trading and on accommodation where they apply.</li>
        </ul>
      </LegalSection>

      <LegalSection {...SECTIONS.prohibited}>
        <p>You must not use the Service to:</p>
        <ul>
          <li>commit or attempt fraud, scams, phishing or any deceptive practice, including asking for payment for items you do not have;</li>
          <li>sell counterfeit, pirated or stolen goods, or goods that infringe someone else's rights;</li>
          <li>
            list illegal or restricted items, including drugs, weapons, alcohol or tobacco sold to minors, prescription medicines, exam papers or academic work for submission, and anything else
            prohibited by law;
          </li>
          <li>post fake, misleading or duplicate listings, bait-and-switch offers or fake accommodation;</li>
          <li>harass, threaten, abuse, discriminate against or stalk other users;</li>
          <li>post content that is hateful, sexually explicit, violent or defamatory;</li>
          <li>impersonate another person, shop or institution, or misrepresent your affiliation with a campus;</li>
          <li>collect other users' personal data, send spam or use their contact details for unrelated purposes;</li>
          <li>avoid fees owed to {SITE_NAME}, manipulate view counts, favourites or reviews, or misuse free quotas;</li>
          <li>interfere with the Service, including by uploading malware, probing for vulnerabilities, scraping or overloading our systems; or</li>
          <li>help or encourage anyone else to do any of the above.</li>
        </ul>
        <p>We may remove content, cancel listings, and suspend or close accounts that break these rules, and we may report unlawful activity to the relevant authorities.</p>
      </LegalSection>

      <LegalSection {...SECTIONS.listings}>
        <p>Each account receives a number of free product listings and free accommodation listings. Once your free quota is used up, a small listing fee applies when you publish a new listing:</p>
        <ul>
          <li>
            <strong>Products:</strong> 0.1% of the listed price. Product listings are free of charge while you have an active premium shop subscription.
          </li>
          <li>
            <strong>Accommodation:</strong> 1% of the monthly rent.
          </li>
        </ul>
        <p>
          The applicable fee, if any, is shown before you confirm the listing. Listing fees are paid in Tanzanian Shillings through the payment methods described in section 7 and are not refundable
          once the listing has been published, including if you later remove it or if it is removed for breaking these Terms.
        </p>
        <p>
          Only active listings are shown publicly. We may review, edit the presentation of, hide or remove any listing that we reasonably believe is inaccurate, unlawful or in breach of these Terms.
        </p>
      </LegalSection>

      <LegalSection {...SECTIONS.payments}>
        <p>
          All prices on {SITE_NAME} and all payments to us are in Tanzanian Shillings (TZS, shown as "TShs"). Payments for listing fees, wallet top-ups and shop subscriptions are processed by a
          third-party mobile-money payment processor. Supported methods may include M-Pesa, Tigo Pesa (Mixx by Yas), Airtel Money and Halopesa.
        </p>
        <ul>
          <li>You authorise the payment on your own phone, normally by entering your mobile-money PIN when prompted. We never ask for, receive or store your PIN.</li>
          <li>Your payment is also subject to the terms of the payment processor and your mobile network operator, including any charges they apply.</li>
          <li>
            A payment may show as pending until the processor confirms it. If a payment fails, the related listing, top-up or subscription will not be activated. Contact us with your transaction
            reference if money has left your account but the payment is not reflected on {SITE_NAME}.
          </li>
          <li>Payments for items or accommodation are made directly between buyers and sellers and do not pass through {SITE_NAME} (see section 9).</li>
        </ul>
      </LegalSection>

      <LegalSection {...SECTIONS.subscription}>
        <p>Shop owners can unlock premium features, such as publishing promotions, events and services on their shop page, with a premium shop subscription.</p>
        <ul>
          <li>
            <strong>Price:</strong> {premiumPrice} per month, payable in advance.
          </li>
          <li>
            <strong>Free trial:</strong> new shops get a free one-month trial. The trial is available once per shop owner; it cannot be restarted by creating new shops or accounts.
          </li>
          <li>
            <strong>Automatic renewal:</strong> after the trial, and at the end of each paid month, your subscription renews automatically for a further month and is billed monthly in advance at the
            then-current price, unless you cancel before the renewal date.
          </li>
          <li>
            <strong>Cancellation:</strong> you can cancel at any time. Cancellation takes effect at the end of the current billing month, and premium features remain available until then.
          </li>
          <li>
            <strong>No refunds for partial months:</strong> we do not refund or credit any part of a month that has already been billed, whether you cancel, stop using the shop, or your account is
            suspended for breaking these Terms, except where the law requires otherwise.
          </li>
          <li>
            <strong>Price changes:</strong> we will give you at least {PRICE_CHANGE_NOTICE_DAYS} days' notice before any change to the subscription price takes effect. The new price applies from your
            next renewal after the notice period; if you do not agree, you may cancel before then.
          </li>
          <li>
            <strong>Expiry:</strong> if a renewal payment is not completed, your subscription will expire and premium content will stop being shown until you renew. We may send reminders before
            expiry, but it is your responsibility to keep your subscription active.
          </li>
        </ul>
      </LegalSection>

      <LegalSection {...SECTIONS.dealings}>
        <p>
          {SITE_NAME} is a platform that helps students find each other. Buyers contact sellers and shops directly, usually through WhatsApp using the number the seller has chosen to publish. WhatsApp
          is a separate service with its own terms and privacy policy, and we do not control or monitor those conversations.
        </p>
        <p>
          <strong>{SITE_NAME} is not a party to any sale, rental or other deal between users.</strong> We do not own, inspect or guarantee the items, rooms or services listed, we do not hold money on
          anyone's behalf, and we are not responsible for whether a buyer pays or a seller delivers. Any dispute about a deal is between the users involved, although we welcome reports of misconduct.
        </p>
        <h3>Staying safe</h3>
        <ul>
          <li>Meet in safe, public places on campus, such as a library entrance, cafeteria or main gate, preferably in daylight.</li>
          <li>Bring a friend if you can, and tell someone where you are going.</li>
          <li>Inspect items carefully before you pay, and test electronics in person.</li>
          <li>For accommodation, visit the room and confirm who the landlord is before paying any deposit or rent.</li>
          <li>Be cautious of prices that seem too good to be true or pressure to pay in advance.</li>
          <li>Never share your mobile-money PIN, passwords or one-time codes with anyone.</li>
        </ul>
        <p>If you suspect fraud or feel unsafe, stop the deal and contact us. In an emergency, contact campus security or the police.</p>
      </LegalSection>

      <LegalSection {...SECTIONS.content}>
        <p>
          You keep ownership of the text, photos and other content you post ("your content"). By posting it, you give {SITE_NAME} a non-exclusive, royalty-free, worldwide licence to host, store,
          display, resize and reproduce your content for the purpose of operating and promoting the Service, for as long as it remains on the Service and for a reasonable period afterwards for backups
          and legal records.
        </p>
        <p>You confirm that you have the right to post your content, that it does not infringe anyone else's rights, and that photos of items or rooms are real and up to date.</p>
      </LegalSection>

      <LegalSection {...SECTIONS.ip}>
        <p>
          The {SITE_NAME} name, logo, design, software and all content we create are owned by us or our licensors and are protected by intellectual property laws. You may use the Service for its
          intended purpose, but you may not copy, modify, distribute, sell or reverse engineer any part of it, or use our name or logo, without our written permission.
        </p>
        <p>If you believe content on the Service infringes your copyright or trade mark, please contact us with details of the work and the listing concerned and we will investigate promptly.</p>
      </LegalSection>

      <LegalSection {...SECTIONS.disclaimers}>
        <p>
          The Service is provided "as is" and "as available". To the fullest extent permitted by law, we make no promises that the Service will be uninterrupted, error-free or secure, or that
          listings, prices, seller information or campus and distance information are accurate, complete or current.
        </p>
        <p>
          We do not vet users or listings in advance and do not guarantee the quality, safety, legality or availability of any item, room or service, or the identity and conduct of any user. You use
          the Service and deal with other users at your own risk.
        </p>
      </LegalSection>

      <LegalSection {...SECTIONS.liability}>
        <p>To the fullest extent permitted by the laws of Tanzania:</p>
        <ul>
          <li>{SITE_NAME} is not liable for any loss or damage arising from dealings between users, including loss of money, items or deposits, or injury suffered when meeting another user;</li>
          <li>we are not liable for indirect or consequential losses, loss of profits, loss of data or loss of opportunity; and</li>
          <li>
            our total liability to you for any claim relating to the Service is limited to the amount you paid to {SITE_NAME} in the twelve (12) months before the event giving rise to the claim.
          </li>
        </ul>
        <p>
          Nothing in these Terms limits liability that cannot be limited by law, such as liability for fraud or for death or personal injury caused by our negligence, or affects your statutory rights
          as a consumer.
        </p>
      </LegalSection>

      <LegalSection {...SECTIONS.indemnity}>
        <p>
          You agree to compensate {SITE_NAME} for reasonable losses, costs and claims (including reasonable legal fees) arising from your breach of these Terms, your content, or your dealings with
          other users, except to the extent caused by our own fault.
        </p>
      </LegalSection>

      <LegalSection {...SECTIONS.termination}>
        <p>
          You may stop using the Service and ask us to delete your account at any time by contacting us. Any active subscription should be cancelled first; fees already paid are not refunded (see
          section 8).
        </p>
        <p>
          We may suspend or close your account, remove your listings or shop, or restrict your access, with or without notice, if you break these Terms, if we are required to by law, or if we
          reasonably believe your use puts other users or {SITE_NAME} at risk. Where appropriate we will tell you why and give you a chance to respond.
        </p>
        <p>
          Sections that by their nature should continue after termination, including those on fees already owed, intellectual property, disclaimers, limitation of liability, indemnity and governing
          law, will continue to apply.
        </p>
      </LegalSection>

      <LegalSection {...SECTIONS.law}>
        <p>
          These Terms are governed by the laws of the <strong>United Republic of Tanzania</strong>.
        </p>
        <p>
          If you have a complaint, please contact us first so that we can try to resolve it informally. If we cannot resolve a dispute within 30 days of your complaint, either party may refer it to
          mediation in Tanzania or to the competent courts of the United Republic of Tanzania, which will have jurisdiction over any dispute arising from these Terms or the Service.
        </p>
        <p>This does not prevent you from contacting the Fair Competition Commission or any other authority about your rights as a consumer.</p>
      </LegalSection>

      <LegalSection {...SECTIONS.changes}>
        <p>
          We may update these Terms from time to time, for example to reflect new features or changes in the law. When we do, we will change the "Last updated" date above and, for significant changes,
          notify you through the Service or by e-mail before they take effect. Changes to the premium shop price always come with at least {PRICE_CHANGE_NOTICE_DAYS} days' notice.
        </p>
        <p>If you keep using the Service after changes take effect, you accept the updated Terms. If you do not agree, you should stop using the Service and cancel any subscription.</p>
      </LegalSection>

      <LegalSection {...SECTIONS.contact}>
        <p>Questions about these Terms, a listing or a payment? We are happy to help.</p>
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
