import { adminMessages, analyticsMessages, commerceMessages } from '@codeflow/contracts';

/**
 * The admin area's texts (docs/product.md#messages, verbatim where it names them): the ones the
 * server also uses come from contracts, the rest are the screen's own.
 */
export const ADMIN_MESSAGES = {
  adminPasswordRequired: adminMessages.adminPasswordRequired,
  newPasswordTooShort: adminMessages.newPasswordTooShort,
  userCreated: adminMessages.userCreated,
  tierUpdated: adminMessages.tierUpdated,
  expiryUpdated: adminMessages.expiryUpdated,
  loadAnalyticsFailed: analyticsMessages.loadInitialFailed,
  loadTimeSeriesFailed: analyticsMessages.loadTimeSeriesFailed,
  loadingAnalytics: analyticsMessages.loading,
  loadCommerceFailed: commerceMessages.loadFailed,
  updatePriceFailed: commerceMessages.updatePriceFailed,
  createCouponFailed: commerceMessages.createCouponFailed,
  invalidPrice: commerceMessages.invalidPrice,
  loadDashboardFailed: 'Failed to load dashboard data',
  genericError: 'An error occurred.',
  changePasswordFailed: 'Failed to change password.',
  loadUserFlowchartsFailed: 'Failed to load user flowcharts',
  tierSwitchFailed: 'Failed to change tier.',
  loadUsersFailed: 'Failed to load users.',
  loadAuditFailed: 'Failed to load the audit trail.',
  exportFailed: 'Failed to export users.',
} as const;

/** "Password for {name} has been changed." */
export function passwordChangedMessage(name: string): string {
  return `Password for ${name} has been changed.`;
}

/** "Failed to set tier: ..." and "Failed to set expiry: ..." with the server's reason. */
export function setTierFailedMessage(reason: string): string {
  return `Failed to set tier: ${reason}`;
}

export function setExpiryFailedMessage(reason: string): string {
  return `Failed to set expiry: ${reason}`;
}

/** Admin banners clear after 5 s (docs/product.md#constants-and-limits). */
export const ADMIN_BANNER_MS = 5_000;
