/** Texts of the account settings page that the server does not send (docs/product.md#messages). */
export const ACCOUNT_MESSAGES = {
  loadFailed: 'Your account settings could not be loaded. Reload the page to try again.',
  sessionsLoadFailed: 'Your sessions could not be loaded.',
  nameSaved: 'Your name has been updated.',
  passwordsDiffer: 'The new passwords do not match',
  sessionRevoked: 'That session has been signed out.',
  exportReady: 'Your data has been downloaded.',
  exportFailed: 'The export could not be downloaded. Try again in a moment.',
  unknownPlace: 'Unknown place',
  emailChangePending: (email: string) =>
    `A confirmation link was sent to ${email}. Your email changes when you open it.`,
} as const;
