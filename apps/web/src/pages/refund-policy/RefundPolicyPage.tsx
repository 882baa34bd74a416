import { ComingSoon } from '../../components/ComingSoon';

export function RefundPolicyPage() {
  return <ComingSoon name="Refund Policy" />;
}
