import { Link } from 'react-router';
import { LegalPage } from '../../features/marketing/LegalPage';
import { useSiteData } from '../../features/marketing/siteData';

/**
 * What the server stores (apps/server/src/db/schema), why and for how long; the rights and where
 * in the product to use them.
 */
export function PrivacyPolicyPage() {
  const site = useSiteData();
  const mail = <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>;
  return (
    <LegalPage title="Privacy Policy">
      <p>
        {site.companyName} ({site.companyAddress}) runs Codeflow and is responsible for the personal
        data described here. We collect only what the product needs to work.
      </p>

      <h2>What we store and why</h2>
      <ul>
        <li>
          <strong>Your account</strong>: name, email address, a password hash (argon2id; never the
          password itself) or your Google account id if you sign in with Google, your plan and its
          dates. Needed to sign you in and to apply your plan.
        </li>
        <li>
          <strong>Flowcharts you save</strong>: the title is stored in clear (so your dashboard can
          list and sort them); the{' '}
          <strong>code and the diagram are encrypted with AES-256-GCM</strong>, each bound to its
          own record. Code you only convert, without saving, is processed and not stored or logged.
        </li>
        <li>
          <strong>Generation events</strong>: for each conversion, the language, the number of
          lines, how long it took and whether it worked — <strong>never the code</strong>. Used for
          capacity planning and product statistics.
        </li>
        <li>
          <strong>Sessions</strong>: for each sign-in, the IP address, an approximate country (when
          our hosting provider supplies it) and the browser&apos;s user agent, with the times the
          session started and was last used. Used to keep your account secure and to let you see and
          end your sessions.
        </li>
        <li>
          <strong>Share links</strong> you create, and your <strong>team membership</strong> on the
          Organization plan.
        </li>
        <li>
          <strong>Payments</strong>: the plan, amount, currency, status, dates and the payment
          provider&apos;s order and payment ids. We never receive your card number.
        </li>
        <li>
          <strong>Contact messages</strong> you send through the contact form: your name, email,
          subject, message, IP address and user agent.
        </li>
        <li>
          <strong>Security counters</strong>: rate limits count requests per hashed IP address or
          email for a short window.
        </li>
      </ul>
      <p>
        Your browser keeps your sign-in token and profile in local storage; there are no advertising
        or tracking cookies.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>
          Account, flowcharts, share links and sessions: until you delete them or your account.
        </li>
        <li>
          One-time links (email verification, password reset): single use, with a short expiry.
        </li>
        <li>Rate-limit counters: at most the length of their window (minutes to an hour).</li>
        <li>Contact messages: one year.</li>
        <li>
          Payment records: an anonymous copy of each captured payment is kept for 8 years from the
          payment, also after the account is deleted (see below).
        </li>
      </ul>

      <h2>Who processes it</h2>
      <ul>
        <li>
          <strong>Razorpay</strong> processes card payments: you enter card details on their
          checkout, under their privacy policy.
        </li>
        <li>
          <strong>Our email (SMTP) provider</strong> delivers the emails we send: verification,
          password reset, payment and plan notices, and contact messages to our support.
        </li>
        <li>
          <strong>Google</strong>, only if you choose to sign in with Google.
        </li>
        <li>Our hosting provider runs the servers and the database.</li>
      </ul>
      <p>We do not sell personal data or share it for advertising.</p>

      <h2>Your rights and how to use them</h2>
      <p>
        Under the GDPR and similar laws you may access, correct, export and delete your data, object
        to or restrict its processing, and complain to a data protection authority. In the product,
        while signed in, at <Link to="/account">your account settings (/account)</Link>:
      </p>
      <ul>
        <li>
          <strong>Correct</strong> your name and email, change your password, see your sessions and
          sign them out.
        </li>
        <li>
          <strong>Export</strong>: one click downloads everything we hold about you — profile,
          flowcharts with their code and diagrams decrypted, share links, sessions, payments and
          team membership.
        </li>
        <li>
          <strong>Delete your account</strong>: your flowcharts, sessions, share links and
          collaboration documents are deleted and any subscription is cancelled. An organization
          owner first removes or transfers the team.
        </li>
      </ul>
      <p>
        <strong>What is kept after deletion</strong>: for each payment you made, an accounting
        record (amount, currency, plan, coupon code, payment date, receipt and the payment
        provider&apos;s ids) is kept for 8 years from the payment, because tax and accounting law
        requires it. It holds no name, email address or account id. For anything else, write to{' '}
        {mail}; we reply within 24 to 48 hours.
      </p>

      <h2>Security</h2>
      <p>
        Connections are encrypted in transit; saved code and diagrams are encrypted at rest with
        AES-256-GCM under a key kept apart from the database; passwords are hashed with argon2id.
      </p>

      <h2>Contact</h2>
      <p>
        {site.companyName}, {site.companyAddress}. Email: {mail}, or the{' '}
        <Link to="/ContactUsPage">contact form</Link>.
      </p>
    </LegalPage>
  );
}
