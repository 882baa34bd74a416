/**
 * The admin area's texts (docs/product.md#messages, kept verbatim) and the few labels several
 * admin components share.
 */
export const adminMessages = {
  loadDashboardFailed: 'Failed to load dashboard data',
  genericError: 'An error occurred.',
  changePasswordFailed: 'Failed to change password.',
  loadUserFlowchartsFailed: 'Failed to load user flowcharts',
  loadAnalyticsFailed: 'Failed to load initial analytics data.',
  loadTimeSeriesFailed: 'Failed to load flowchart time-series data.',
  loadCommerceFailed: 'Failed to fetch commerce data.',
  updatePriceFailed: 'Failed to update price.',
  createCouponFailed: 'Failed to create coupon.',
  resetPasswordFailed: 'Failed to reset password',
  adminPasswordRequired: 'Admin password is required.',
  newPasswordTooShort: 'New password must be at least 8 characters long.',
  invalidPrice: 'Invalid price.',
  userCreated: 'User created successfully.',
  tierUpdated: 'Your tier has been updated! Refreshing your session.',
  expiryUpdated: 'Your expiry date has been updated! Refreshing your session.',
  tierSwitchFailed: 'Failed to change tier.',
  loadUsersFailed: 'Failed to load users.',
  loadAuditFailed: 'Failed to load the audit trail.',
  loadingAnalytics: 'Loading Analytics...',
} as const;

/** "Password for {name} has been changed." */
export function passwordChangedMessage(name: string): string {
  return `Password for ${name} has been changed.`;
}

/** "Successfully switched to '{tier}' tier for testing." */
export function tierSwitchedMessage(tier: string): string {
  return `Successfully switched to '${tier}' tier for testing.`;
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
