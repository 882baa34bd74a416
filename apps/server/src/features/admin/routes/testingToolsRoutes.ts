import { adminEndpoints } from '@codeflow/contracts';
import type { AppInstance } from '../../../http/appInstance';
import { route } from '../../../http/registerEndpoint';
import { auditActorOf, requireAdmin } from '../../auth/adminGuard';
import { setOwnExpiry, setOwnTier } from '../selfTools';

/** The testing tools: the admin's own account (docs/product.md#super-admin-screen). */
export function testingToolsRoutes(app: AppInstance): void {
  const db = app.db;
  // set-tier starts the tier afresh; set-self-tier keeps the current expiry
  for (const [endpoint, keepExpiry] of [
    [adminEndpoints.setTier, false],
    [adminEndpoints.setSelfTier, true],
  ] as const) {
    route(app, endpoint, async (request) =>
      setOwnTier(
        db,
        await requireAdmin(request),
        await auditActorOf(request),
        request.body.tier,
        keepExpiry,
      ),
    );
  }
  route(app, adminEndpoints.setSelfExpiry, async (request) =>
    setOwnExpiry(
      db,
      await requireAdmin(request),
      await auditActorOf(request),
      request.body.days_from_now,
    ),
  );
}
