import { ComingSoon } from '../../components/ComingSoon';

export function VerifyEmailPage() {
  return <ComingSoon name="Email verification" />;
}
