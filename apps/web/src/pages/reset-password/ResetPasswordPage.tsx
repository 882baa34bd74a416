import { ComingSoon } from '../../components/ComingSoon';

export function ResetPasswordPage() {
  return <ComingSoon name="Reset password" />;
}
