import { ComingSoon } from '../../components/ComingSoon';

export function PaymentSuccessPage() {
  return <ComingSoon name="Payment confirmation" />;
}
