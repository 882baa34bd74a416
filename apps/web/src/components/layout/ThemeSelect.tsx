import { THEME_CHOICES, isThemeChoice } from '../../lib/theme/theme';
import { useTheme } from '../../lib/theme/useTheme';

/** The colour theme picker of the header: System, Light, Dark, High contrast. */
export function ThemeSelect({ className = '' }: { className?: string }) {
  const { choice, setChoice } = useTheme();
  return (
    <label className={`flex items-center gap-1 text-sm text-slate-600 ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
        <path d="M10 2a8 8 0 1 0 0 16V2z" />
        <circle cx="10" cy="10" r="7.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <span className="sr-only">Theme</span>
      <select
        value={choice}
        onChange={(event) => {
          if (isThemeChoice(event.target.value)) setChoice(event.target.value);
        }}
        className="rounded-md border border-slate-300 bg-white px-1.5 py-1 text-sm text-slate-700 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none"
        data-testid="theme-select"
      >
        {THEME_CHOICES.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}
