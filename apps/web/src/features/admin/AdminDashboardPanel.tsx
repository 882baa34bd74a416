import { useAuth } from '../../session/useAuth';
import { AdminTestingTools } from './AdminTestingTools';

/**
 * The dashboard's admin developer panel (docs/product.md#dashboard, #roles-and-plans): admins
 * test the product as another tier, or set their own tier and expiry. Nothing for anyone else.
 */
export function AdminDashboardPanel() {
  const { user } = useAuth();
  if (user?.role !== 'admin') return null;
  return <AdminTestingTools />;
}
