import { ComingSoon } from '../../components/ComingSoon';

export function PrivacyPolicyPage() {
  return <ComingSoon name="Privacy Policy" />;
}
