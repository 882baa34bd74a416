import { Link } from 'react-router';
import { ExternalLink, LegalPage } from '../../features/marketing/LegalPage';
import { useSiteData } from '../../features/marketing/siteData';

/** docs/product.md#constants-and-limits: the refund terms, exactly. */
export function RefundPolicyPage() {
  const site = useSiteData();
  return (
    <LegalPage title="Refund Policy">
      <p>
        This policy covers payments for Codeflow&apos;s paid plans (Pro, Premium and Organization),
        sold by {site.companyName}. The free plan involves no payment.
      </p>
      <h2>Refund requests</h2>
      <ul>
        <li>
          You may request a refund <strong>within 7 days of payment</strong>.
        </li>
        <li>
          Generally, <strong>no refunds are given once a billing cycle has begun</strong>.
        </li>
        <li>
          Write to <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> or use the{' '}
          <Link to="/ContactUsPage">contact form</Link> with the email of your account and the date
          of the payment. We reply within <strong>24 to 48 hours</strong>.
        </li>
        <li>An approved refund goes back to the card or account you paid with.</li>
      </ul>
      <h2 id="cancellation">Cancellation</h2>
      <p>
        You can cancel a subscription at any time from the pricing page while signed in.{' '}
        <strong>Cancelling ends your access at the end of the billing period</strong> you have paid
        for; until then the plan keeps working, and no further payment is taken.
      </p>
      <h2>Payments</h2>
      <p>
        Card payments are processed by Razorpay; we never see or store your card number. Their terms
        apply to the payment itself:{' '}
        <ExternalLink href="https://razorpay.com/terms/">Razorpay terms</ExternalLink>.
      </p>
    </LegalPage>
  );
}
