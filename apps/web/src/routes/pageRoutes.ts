import type { ComponentType } from 'react';

/** docs/product.md#screens-and-routes "Access"; the accounts feature enforces it (redirect to / or /dashboard). */
export type RouteAccess = 'public' | 'signed-in' | 'admin';

export interface PageRoute {
  /** Relative to '/'; '' is the landing page. */
  path: string;
  access: RouteAccess;
  /** Dynamic import, so each page is its own chunk and the landing page stays small. */
  load: () => Promise<ComponentType>;
}

/** The route table of docs/product.md#screens-and-routes (/app is a redirect and lives in the router itself). */
export const PAGE_ROUTES: PageRoute[] = [
  {
    path: '',
    access: 'public',
    load: () => import('../pages/landing/LandingPage').then((m) => m.LandingPage),
  },
  {
    path: 'verify-email',
    access: 'public',
    load: () => import('../pages/verify-email/VerifyEmailPage').then((m) => m.VerifyEmailPage),
  },
  {
    path: 'reset-password',
    access: 'public',
    load: () =>
      import('../pages/reset-password/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  },
  {
    path: 'payment/success',
    access: 'signed-in',
    load: () =>
      import('../pages/payment-success/PaymentSuccessPage').then((m) => m.PaymentSuccessPage),
  },
  {
    path: 'dashboard',
    access: 'signed-in',
    load: () => import('../pages/dashboard/DashboardPage').then((m) => m.DashboardPage),
  },
  {
    path: 'editor',
    access: 'signed-in',
    load: () => import('../pages/editor/EditorPage').then((m) => m.EditorPage),
  },
  {
    path: 'features',
    access: 'public',
    load: () => import('../pages/features/FeaturesPage').then((m) => m.FeaturesPage),
  },
  {
    path: 'how-it-works',
    access: 'public',
    load: () => import('../pages/how-it-works/HowItWorksPage').then((m) => m.HowItWorksPage),
  },
  {
    path: 'PricingPagePublic',
    access: 'public',
    load: () =>
      import('../pages/pricing-page-public/PricingPagePublic').then((m) => m.PricingPagePublic),
  },
  {
    path: 'pricing',
    access: 'signed-in',
    load: () => import('../pages/pricing/PricingPage').then((m) => m.PricingPage),
  },
  {
    path: 'super-admin',
    access: 'admin',
    load: () => import('../pages/super-admin/SuperAdminPage').then((m) => m.SuperAdminPage),
  },
  {
    path: 'privacy-policy',
    access: 'public',
    load: () =>
      import('../pages/privacy-policy/PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage),
  },
  {
    path: 'refund-policy',
    access: 'public',
    load: () => import('../pages/refund-policy/RefundPolicyPage').then((m) => m.RefundPolicyPage),
  },
  {
    path: 'ContactUsPage',
    access: 'public',
    load: () => import('../pages/contact-us-page/ContactUsPage').then((m) => m.ContactUsPage),
  },
  {
    path: 'disclaimer',
    access: 'public',
    load: () => import('../pages/disclaimer/DisclaimerPage').then((m) => m.DisclaimerPage),
  },
  {
    path: 'account',
    access: 'signed-in',
    load: () => import('../pages/account/AccountPage').then((m) => m.AccountPage),
  },
  {
    path: 'account/confirm-email',
    access: 'public',
    load: () =>
      import('../pages/account/ConfirmEmailChangePage').then((m) => m.ConfirmEmailChangePage),
  },
  {
    path: 'account/deleted',
    access: 'public',
    load: () => import('../pages/account/AccountDeletedPage').then((m) => m.AccountDeletedPage),
  },
];
