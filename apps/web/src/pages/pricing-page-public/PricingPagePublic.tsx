import { ComingSoon } from '../../components/ComingSoon';

export function PricingPagePublic() {
  return <ComingSoon name="Pricing" />;
}
