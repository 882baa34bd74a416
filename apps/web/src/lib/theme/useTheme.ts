import { useCallback, useEffect, useState } from 'react';
import {
  applyTheme,
  CONTRAST_QUERY,
  DARK_QUERY,
  readThemeChoice,
  resolveTheme,
  systemPreferences,
  THEME_STORAGE_KEY,
  type AppliedTheme,
  type ThemeChoice,
} from './theme';

const matchMediaOf = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? (q: string) => window.matchMedia(q)
    : undefined;

function currentTheme(choice: ThemeChoice): AppliedTheme {
  return resolveTheme(choice, systemPreferences(matchMediaOf()));
}

const listeners = new Set<(choice: ThemeChoice) => void>();

/**
 * The theme choice and the theme applied, kept on <html> while any component uses it; `system`
 * follows the device's settings as they change. Every user of the hook sees the same choice.
 */
export function useTheme(): {
  choice: ThemeChoice;
  applied: AppliedTheme;
  setChoice: (choice: ThemeChoice) => void;
} {
  const [choice, setChoiceState] = useState<ThemeChoice>(() =>
    readThemeChoice(typeof localStorage === 'undefined' ? undefined : localStorage),
  );
  const [applied, setApplied] = useState<AppliedTheme>(() => currentTheme(choice));

  useEffect(() => {
    listeners.add(setChoiceState);
    return () => void listeners.delete(setChoiceState);
  }, []);

  useEffect(() => {
    const update = () => {
      const theme = currentTheme(choice);
      setApplied(theme);
      applyTheme(document.documentElement, theme);
    };
    update();
    const matchMedia = matchMediaOf();
    if (!matchMedia || choice !== 'system') return;
    const queries = [window.matchMedia(DARK_QUERY), window.matchMedia(CONTRAST_QUERY)];
    for (const q of queries) q.addEventListener('change', update);
    return () => {
      for (const q of queries) q.removeEventListener('change', update);
    };
  }, [choice]);

  const setChoice = useCallback((next: ThemeChoice) => {
    try {
      if (next === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
      else localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // storage refused (private mode): the choice lasts for this page
    }
    for (const listener of listeners) listener(next);
  }, []);

  return { choice, applied, setChoice };
}
