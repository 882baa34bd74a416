import { ComingSoon } from '../../components/ComingSoon';

export function SuperAdminPage() {
  return <ComingSoon name="Super Admin" />;
}
