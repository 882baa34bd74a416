import { describe, expect, it } from 'vitest';
import { fillPlaceholders, negotiateEncoding } from './sitePages';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5', 'gzip'],
    ['identity', null],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['gzip;q=0, br;q=0', null],
  ])('%j -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('fillPlaceholders', () => {
  const operator = {
    companyName: 'Ada & <Co>',
    companyAddress: '1 "Main" St',
    supportEmail: 'help@example.com',
  };

  it('writes escaped text, the public URL and the site data JSON', () => {
    const page =
      '<script id="site-data" type="application/json">__SITE_DATA_JSON__</script>' +
      '<link rel="canonical" href="__SITE_PUBLIC_URL__/features" />' +
      '<h2>__SITE_COMPANY_NAME__</h2><p>__SITE_COMPANY_ADDRESS__</p>' +
      '<a href="mailto:__SITE_SUPPORT_EMAIL__">__SITE_SUPPORT_EMAIL__</a>';
    const filled = fillPlaceholders(page, 'https://codeflow.test', operator);
    expect(filled).toContain('href="https://codeflow.test/features"');
    expect(filled).toContain('<h2>Ada &amp; &lt;Co&gt;</h2>');
    expect(filled).toContain('<p>1 &quot;Main&quot; St</p>');
    expect(filled).toContain('<a href="mailto:help@example.com">help@example.com</a>');
    // the JSON can never close its script element
    expect(filled).toContain('"companyName":"Ada & \\u003cCo>"');
    expect(filled).not.toMatch(/__SITE_/);
  });
});
