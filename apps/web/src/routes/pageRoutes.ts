import type { ComponentType } from 'react';

/** docs/product.md#screens-and-routes "Access"; the accounts feature enforces it (redirect to / or /dashboard). */
export type RouteAccess = 'public' | 'signed-in' | 'admin';

export interface PageRoute {
  /** Relative to '/'; '' is the landing page. */
  path: string;
  access: RouteAccess;
  /** Dynamic import, so each page is its own chunk and the landing page stays small. */
  load: () => Promise<ComponentType>;
  /** The layout route the page renders inside (its component's <Outlet />), if any. */
  section?: PageSection;
}

/** A layout route whose pages are the entries naming it; their paths start with its path. */
export interface PageSection {
  path: string;
  load: () => Promise<ComponentType>;
}

/** /super-admin: the admin screens' tabs, header and notice around the open screen. */
const SUPER_ADMIN: PageSection = {
  path: 'super-admin',
  load: () => import('../pages/super-admin/SuperAdminPage').then((m) => m.SuperAdminPage),
};

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
    path: 'join-team',
    access: 'public',
    load: () => import('../pages/join-team/JoinTeamPage').then((m) => m.JoinTeamPage),
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
    path: 'compare',
    access: 'signed-in',
    load: () => import('../pages/compare/ComparePage').then((m) => m.ComparePage),
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
  // the admin screens (their tab labels: features/admin/adminScreens.ts)
  {
    path: 'super-admin',
    access: 'admin',
    section: SUPER_ADMIN,
    load: () => import('../features/admin/DashboardStatsTab').then((m) => m.DashboardStatsTab),
  },
  {
    path: 'super-admin/users',
    access: 'admin',
    section: SUPER_ADMIN,
    load: () => import('../features/admin/UsersTab').then((m) => m.UsersTab),
  },
  {
    // Chart.js is most of the admin area's weight: it loads with this screen only
    path: 'super-admin/analytics',
    access: 'admin',
    section: SUPER_ADMIN,
    load: () => import('../features/admin/AnalyticsTab').then((m) => m.AnalyticsTab),
  },
  {
    path: 'super-admin/commerce',
    access: 'admin',
    section: SUPER_ADMIN,
    load: () => import('../features/admin/CommerceTab').then((m) => m.CommerceTab),
  },
  {
    path: 'super-admin/audit',
    access: 'admin',
    section: SUPER_ADMIN,
    load: () => import('../features/admin/AuditTab').then((m) => m.AuditTab),
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
