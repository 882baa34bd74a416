import { Link } from 'react-router';

/** Where every "Upgrade…" hint of the product leads: the pricing page (docs/product.md#pricing-signed-in). */
export function UpgradeLink({ className = '' }: { className?: string }) {
  return (
    <Link
      to="/pricing"
      className={`text-sm font-medium whitespace-nowrap text-blue-700 underline hover:text-blue-800 ${className}`}
      data-testid="upgrade-link"
    >
      See plans
    </Link>
  );
}
