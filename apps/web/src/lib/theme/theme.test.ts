import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  readThemeChoice,
  resolveTheme,
  systemPreferences,
  THEME_CHOICES,
  THEME_STORAGE_KEY,
} from './theme';

const storage = (value: string | null) => ({ getItem: () => value });

describe('theme choice', () => {
  it('reads a stored choice and falls back to system for none or an unknown one', () => {
    expect(readThemeChoice(storage('dark'))).toBe('dark');
    expect(readThemeChoice(storage('contrast'))).toBe('contrast');
    expect(readThemeChoice(storage(null))).toBe('system');
    expect(readThemeChoice(storage('sepia'))).toBe('system');
    expect(readThemeChoice(undefined)).toBe('system');
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readThemeChoice(throwing)).toBe('system');
  });

  it('resolves system from the device: more contrast first, then dark', () => {
    expect(resolveTheme('system', { dark: false, moreContrast: false })).toBe('light');
    expect(resolveTheme('system', { dark: true, moreContrast: false })).toBe('dark');
    expect(resolveTheme('system', { dark: true, moreContrast: true })).toBe('contrast');
    expect(resolveTheme('light', { dark: true, moreContrast: true })).toBe('light');
    expect(resolveTheme('dark', { dark: false, moreContrast: false })).toBe('dark');
  });

  it('asks the media queries for the system preferences', () => {
    const asked: string[] = [];
    const prefs = systemPreferences((q) => {
      asked.push(q);
      return { matches: q.includes('dark') };
    });
    expect(prefs).toEqual({ dark: true, moreContrast: false });
    expect(asked).toEqual(['(prefers-color-scheme: dark)', '(prefers-contrast: more)']);
    expect(systemPreferences(undefined)).toEqual({ dark: false, moreContrast: false });
  });

  it('the pre-paint script uses the same key, names and media queries', () => {
    const script = readFileSync(
      path.resolve(import.meta.dirname, '../../../public/theme-init.js'),
      'utf8',
    );
    expect(script).toContain(`'${THEME_STORAGE_KEY}'`);
    for (const { value } of THEME_CHOICES.filter((c) => c.value !== 'system')) {
      expect(script).toContain(`'${value}'`);
    }
    expect(script).toContain('(prefers-contrast: more)');
    expect(script).toContain('(prefers-color-scheme: dark)');
  });
});
