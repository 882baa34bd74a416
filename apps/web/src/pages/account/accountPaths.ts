/** Routes of the account pages outside /account itself (pageRoutes.ts). */
export const ACCOUNT_DELETED_PATH = '/account/deleted';
