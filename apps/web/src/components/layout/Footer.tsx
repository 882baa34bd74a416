import { useContext } from 'react';
import { Link } from 'react-router';
import { AuthContext } from '../../session/AuthContext';
import { ApiStatus } from '../ApiStatus';

const FOOTER_LINKS = [
  { label: 'Features', to: '/features' },
  { label: 'How it works', to: '/how-it-works' },
  { label: 'Pricing', to: '/PricingPagePublic' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Refund Policy', to: '/refund-policy' },
  { label: 'Disclaimer', to: '/disclaimer' },
  { label: 'Contact Us', to: '/ContactUsPage' },
];

export function Footer() {
  // the API's health is an operator's concern: admins see it, visitors only when it fails
  const isAdmin = useContext(AuthContext)?.user?.role === 'admin';
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 md:flex-row md:items-center md:justify-between">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-slate-900">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-1 md:items-end">
          <ApiStatus showWhenOk={isAdmin} />
          <p className="text-xs text-slate-500">© {new Date().getFullYear()} Codeflow</p>
        </div>
      </div>
    </footer>
  );
}
