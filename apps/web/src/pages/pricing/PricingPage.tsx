import { ComingSoon } from '../../components/ComingSoon';

export function PricingPage() {
  return <ComingSoon name="Plans and billing" />;
}
