import { describe, expect, it } from 'vitest';
import { decodeEntities } from './decodeEntities';

describe('decodeEntities', () => {
  it('decodes what Mermaid leaves in SVG labels', () => {
    expect(decodeEntities('print(&quot;positive&quot;)')).toBe('print("positive")');
    expect(decodeEntities('a &lt; b &amp;&amp; c &gt; d')).toBe('a < b && c > d');
    expect(decodeEntities('x &#35; y &#x1F389;')).toBe('x # y 🎉');
  });
  it('leaves unknown or invalid entities and plain text alone', () => {
    expect(decodeEntities('&bogus; &#0; plain')).toBe('&bogus; &#0; plain');
    expect(decodeEntities('no entities')).toBe('no entities');
  });
});
