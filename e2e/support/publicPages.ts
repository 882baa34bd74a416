/** The public pages of docs/product.md#screens-and-routes and the headline each shows. */
export const PUBLIC_PAGES = [
  { path: '/', headline: 'Turn code into flowcharts' },
  { path: '/features', headline: 'Features' },
  { path: '/how-it-works', headline: 'How it works' },
  { path: '/PricingPagePublic', headline: 'Pricing' },
  { path: '/privacy-policy', headline: 'Privacy Policy' },
  { path: '/refund-policy', headline: 'Refund Policy' },
  { path: '/disclaimer', headline: 'Disclaimer' },
  { path: '/ContactUsPage', headline: 'Contact Us' },
] as const;

/** The server's default SUPPORT_EMAIL (the e2e server sets none). */
export const DEFAULT_SUPPORT_EMAIL = 'support@codeflow.example';
