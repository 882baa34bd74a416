/** The screens of the auth modal (docs/product.md#auth-modal), kept in the landing page's `?auth=` parameter. */
export type AuthModalView = 'login' | 'signup' | 'forgot' | 'check-email';

export const AUTH_MODAL_PARAM = 'auth';

const VIEWS: readonly AuthModalView[] = ['login', 'signup', 'forgot', 'check-email'];

/** The view named by `?auth=`, or null when the modal is closed (absent or unknown value). */
export function parseAuthModalView(value: string | null): AuthModalView | null {
  return VIEWS.find((view) => view === value) ?? null;
}
