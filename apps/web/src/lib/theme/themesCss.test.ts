import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_FILE, readPalette, themesCss } from '../../../scripts/themesCss';

describe('the generated theme stylesheet', () => {
  const css = themesCss(readPalette());

  it('is what the generator writes from the installed palette (npx tsx apps/web/scripts/themesCss.ts)', () => {
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(css);
  });

  it('darkens tints, lightens dark text and keeps button fills under white text', () => {
    const palette = readPalette();
    const dark = css.slice(css.indexOf(":root[data-theme='dark'] {"), css.indexOf('}'));
    expect(dark).toContain(`--color-slate-50: ${palette.get('slate')?.get('950')};`);
    expect(dark).toContain(`--color-red-800: ${palette.get('red')?.get('200')};`);
    expect(dark).not.toContain('--color-indigo-600:');
    expect(css).toContain(
      `:root[data-theme='dark'] .hover\\:bg-indigo-700:hover { background-color: ${palette.get('indigo')?.get('700')}; }`,
    );
    expect(css).toContain(
      `:root[data-theme='dark'] .text-indigo-600 { color: ${palette.get('indigo')?.get('400')}; }`,
    );
  });

  it('makes grey text near black in high contrast', () => {
    const contrast = css.slice(css.indexOf(":root[data-theme='contrast'] {"));
    expect(contrast).toContain(`--color-slate-500: ${readPalette().get('slate')?.get('900')};`);
  });
});
