/**
 * The app's colour theme (decision 047): what the person chose (`system` follows the device's
 * light/dark and "more contrast" settings) and what is applied, as `data-theme` on <html>, which
 * src/themes.generated.css and the chart styles in src/index.css read. public/theme-init.js
 * applies the stored choice before the first paint with the same rules; keep the two in step
 * (theme.test.ts reads that file and checks it against these names).
 */
export type ThemeChoice = 'system' | 'light' | 'dark' | 'contrast';
export type AppliedTheme = 'light' | 'dark' | 'contrast';

export const THEME_STORAGE_KEY = 'codeflow.theme';
export const THEME_CHOICES: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'contrast', label: 'High contrast' },
];

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return THEME_CHOICES.some((c) => c.value === value);
}

/** The stored choice; `system` when none, unreadable or unknown. */
export function readThemeChoice(storage: Pick<Storage, 'getItem'> | undefined): ThemeChoice {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

export type SystemPreferences = { dark: boolean; moreContrast: boolean };

export function resolveTheme(choice: ThemeChoice, system: SystemPreferences): AppliedTheme {
  if (choice !== 'system') return choice;
  if (system.moreContrast) return 'contrast';
  return system.dark ? 'dark' : 'light';
}

export const DARK_QUERY = '(prefers-color-scheme: dark)';
export const CONTRAST_QUERY = '(prefers-contrast: more)';

export function systemPreferences(
  matchMedia: ((query: string) => { matches: boolean }) | undefined,
): SystemPreferences {
  return {
    dark: matchMedia?.(DARK_QUERY).matches ?? false,
    moreContrast: matchMedia?.(CONTRAST_QUERY).matches ?? false,
  };
}

export function applyTheme(root: HTMLElement, theme: AppliedTheme): void {
  root.dataset.theme = theme;
}
