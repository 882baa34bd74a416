export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'danger'
  | 'dangerOutline'
  | 'brand'
  | 'ghost'
  | 'link'
  | 'icon'
  | 'warning';

export type ButtonSize = 'sm' | 'md' | 'lg';

const BASE =
  'inline-flex items-center justify-center gap-1 focus-visible:ring-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50';

// Written out in full: Tailwind only generates classes it finds literally in the source.
const VARIANTS: Readonly<Record<ButtonVariant, string>> = {
  primary:
    'rounded bg-blue-600 font-medium text-white hover:bg-blue-700 focus-visible:ring-blue-500 focus-visible:ring-offset-2',
  secondary:
    'rounded border border-gray-300 bg-white text-gray-800 hover:bg-gray-50 focus-visible:ring-blue-500',
  danger:
    'rounded bg-red-600 font-medium text-white hover:bg-red-700 focus-visible:ring-red-500 focus-visible:ring-offset-2',
  dangerOutline:
    'rounded border border-gray-300 bg-white text-red-700 hover:bg-red-50 focus-visible:ring-red-500',
  brand:
    'rounded-lg bg-indigo-600 font-semibold text-white shadow-sm hover:bg-indigo-700 focus-visible:ring-indigo-600 focus-visible:ring-offset-2',
  ghost: 'rounded-lg font-semibold text-slate-700 hover:bg-slate-100 focus-visible:ring-indigo-600',
  link: 'font-semibold text-indigo-600 hover:text-indigo-800 hover:underline focus-visible:ring-indigo-600',
  icon: 'rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-indigo-600',
  warning:
    'rounded-md bg-yellow-400 font-semibold text-yellow-950 hover:bg-yellow-500 focus-visible:ring-yellow-700',
};

// Text links and icons size themselves: padding would shift them out of their line.
const SIZES: Readonly<Record<ButtonSize, string>> = {
  sm: 'px-2.5 py-1 text-sm',
  md: 'px-3 py-1.5 text-sm',
  lg: 'px-4 py-2.5',
};

/** The classes of a button look, for the rare element that must look like one (a router Link). */
export function buttonClasses(
  variant: ButtonVariant = 'secondary',
  size: ButtonSize = 'md',
): string {
  const padding = variant === 'link' || variant === 'icon' ? '' : SIZES[size];
  return `${BASE} ${VARIANTS[variant]} ${padding}`.trim();
}
