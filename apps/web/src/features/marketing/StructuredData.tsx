import { FAQ } from './landingContent';

/** schema.org JSON-LD, as data (not a script the browser runs, so the CSP is not involved). */
export function StructuredData({ languages }: { languages: string[] }) {
  const data = [
    {
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: 'Codeflow',
      applicationCategory: 'DeveloperApplication',
      operatingSystem: 'Web browser',
      description: `Turns ${languages.join(', ')} code into flowcharts, live in the browser.`,
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: FAQ.map((item) => ({
        '@type': 'Question',
        name: item.q,
        acceptedAnswer: { '@type': 'Answer', text: item.a },
      })),
    },
  ];
  // JSON in a script element: "<" escaped so no text can close the element
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
