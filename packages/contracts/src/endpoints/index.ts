import { accountEndpoints } from './account';
import { adminEndpoints } from './admin';
import { analyticsEndpoints } from './analytics';
import { auditEndpoints } from './audit';
import { authEndpoints } from './auth';
import { billingEndpoints } from './billing';
import { commerceEndpoints } from './commerce';
import { contactEndpoints } from './contact';
import { embedEndpoints } from './embeds';
import { flowchartEndpoints } from './flowcharts';
import { generateEndpoints } from './generate';
import { healthEndpoints } from './health';
import { organizationEndpoints } from './organization';
import { publicStatsEndpoints } from './publicStats';
import { subscriptionEndpoints } from './subscription';
import { versionEndpoints } from './versions';

export {
  accountEndpoints,
  adminEndpoints,
  analyticsEndpoints,
  auditEndpoints,
  authEndpoints,
  billingEndpoints,
  commerceEndpoints,
  contactEndpoints,
  embedEndpoints,
  flowchartEndpoints,
  generateEndpoints,
  healthEndpoints,
  organizationEndpoints,
  publicStatsEndpoints,
  subscriptionEndpoints,
  versionEndpoints,
};

/**
 * Every endpoint of the HTTP API, by feature: the server registers exactly these (a test
 * compares), the web app's `src/api/` calls them. Each feature's table is exported on its own
 * too, so a page's bundle keeps only the tables its calls use.
 */
export const endpointTable = {
  account: accountEndpoints,
  admin: adminEndpoints,
  analytics: analyticsEndpoints,
  audit: auditEndpoints,
  auth: authEndpoints,
  billing: billingEndpoints,
  commerce: commerceEndpoints,
  contact: contactEndpoints,
  embeds: embedEndpoints,
  flowcharts: flowchartEndpoints,
  generate: generateEndpoints,
  health: healthEndpoints,
  organization: organizationEndpoints,
  publicStats: publicStatsEndpoints,
  subscription: subscriptionEndpoints,
  versions: versionEndpoints,
};
