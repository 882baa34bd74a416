import { Link } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { ContactForm } from '../../features/marketing/ContactForm';
import { ExternalLink } from '../../features/marketing/LegalPage';
import { useSiteData } from '../../features/marketing/siteData';

export function ContactUsPage() {
  const site = useSiteData();
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 md:grid-cols-[2fr_1fr]">
      <PageTitle title="Contact Us" />
      <section aria-labelledby="contact-heading">
        <h1 id="contact-heading" className="text-4xl font-extrabold tracking-tight text-slate-900">
          Contact Us
        </h1>
        <p className="mt-3 text-slate-700">
          Questions, billing, refunds or privacy requests: write to us here. We reply within 24 to
          48 hours.
        </p>
        <div className="mt-8">
          <ContactForm />
        </div>
      </section>
      <aside aria-labelledby="operator-heading" className="space-y-4 text-slate-800">
        <h2 id="operator-heading" className="text-xl font-bold text-slate-900">
          {site.companyName}
        </h2>
        <p data-testid="operator-address">{site.companyAddress}</p>
        <p>
          Email:{' '}
          <a
            href={`mailto:${site.supportEmail}`}
            className="font-semibold text-indigo-700 underline"
          >
            {site.supportEmail}
          </a>
        </p>
        <h2 className="pt-4 text-xl font-bold text-slate-900">Policies</h2>
        <ul className="space-y-2">
          <li>
            <ExternalLink href="https://razorpay.com/terms/">Payment terms (Razorpay)</ExternalLink>
          </li>
          <li>
            <a
              href="/refund-policy#cancellation"
              target="_blank"
              rel="noopener"
              className="font-semibold text-indigo-700 underline"
            >
              Cancellation policy<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <Link to="/privacy-policy" className="font-semibold text-indigo-700 underline">
              Privacy policy
            </Link>
          </li>
          <li>
            <Link to="/disclaimer" className="font-semibold text-indigo-700 underline">
              Disclaimer
            </Link>
          </li>
        </ul>
      </aside>
    </div>
  );
}
