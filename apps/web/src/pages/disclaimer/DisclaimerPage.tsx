import { ComingSoon } from '../../components/ComingSoon';

export function DisclaimerPage() {
  return <ComingSoon name="Disclaimer" />;
}
