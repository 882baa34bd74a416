/**
 * The pre-rendered public pages: path, head tags and the headline each must show (the prerender
 * script writes the head from this table and the e2e tests look for the headline with
 * JavaScript off). Titles match what each page's PageTitle renders.
 */
export type PublicPage = {
  path: string;
  /** the document title, as PageTitle renders it */
  title: string;
  description: string;
  /** the page's h1 */
  headline: string;
  /** file under dist/ */
  file: string;
  priority: number;
};

export const SITE_TITLE_SUFFIX = ' | Codeflow';

export const LANDING_HEADLINE = 'Turn code into flowcharts';

export const PUBLIC_PAGES: PublicPage[] = [
  {
    path: '/',
    title: `${LANDING_HEADLINE}${SITE_TITLE_SUFFIX}`,
    description:
      'Codeflow turns Python, C, C++, Java, JavaScript, TypeScript, Go, Rust, C#, Kotlin, PHP and Ruby into clear flowcharts, live in your browser. Free plan, exports, sharing.',
    headline: LANDING_HEADLINE,
    file: 'index.html',
    priority: 1,
  },
  {
    path: '/features',
    title: `Features${SITE_TITLE_SUFFIX}`,
    description:
      'Every construct Codeflow draws in each language, checked against the engine at build time, plus the live editor, exports, sharing, plans and teams.',
    headline: 'Features',
    file: 'features.html',
    priority: 0.8,
  },
  {
    path: '/how-it-works',
    title: `How it works${SITE_TITLE_SUFFIX}`,
    description:
      'How Codeflow builds a flowchart from code (parse, structure, chart) and how every chart is checked against real program runs.',
    headline: 'How it works',
    file: 'how-it-works.html',
    priority: 0.8,
  },
  {
    path: '/PricingPagePublic',
    title: `Pricing${SITE_TITLE_SUFFIX}`,
    description:
      'Codeflow plans and prices: a free plan, and paid plans for more flowcharts, exports, sharing and teams.',
    headline: 'Pricing',
    file: 'PricingPagePublic.html',
    priority: 0.8,
  },
  {
    path: '/privacy-policy',
    title: `Privacy Policy${SITE_TITLE_SUFFIX}`,
    description:
      'What Codeflow stores about you and why, how long it is kept, who processes it, and how to export or delete your data.',
    headline: 'Privacy Policy',
    file: 'privacy-policy.html',
    priority: 0.3,
  },
  {
    path: '/refund-policy',
    title: `Refund Policy${SITE_TITLE_SUFFIX}`,
    description: 'Codeflow refund and cancellation terms for paid plans.',
    headline: 'Refund Policy',
    file: 'refund-policy.html',
    priority: 0.3,
  },
  {
    path: '/disclaimer',
    title: `Disclaimer${SITE_TITLE_SUFFIX}`,
    description: 'The limits of automatically generated flowcharts and of the Codeflow service.',
    headline: 'Disclaimer',
    file: 'disclaimer.html',
    priority: 0.3,
  },
  {
    path: '/ContactUsPage',
    title: `Contact Us${SITE_TITLE_SUFFIX}`,
    description:
      'Write to the Codeflow team: questions, billing, privacy requests. Replies in 24 to 48 hours.',
    headline: 'Contact Us',
    file: 'ContactUsPage.html',
    priority: 0.5,
  },
];

/** The page shell for every other route (rendered by the browser alone). */
export const SHELL_FILE = 'shell.html';
