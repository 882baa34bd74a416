import type { HTMLAttributes } from 'react';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour classes (background, text, ring), e.g. from the plan or language badge tables. */
  colors: string;
  /** `pill` for plans, languages and days left; `tag` for the small square ADMIN label. */
  shape?: 'pill' | 'tag';
}

const SHAPES = {
  pill: 'rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
  tag: 'rounded px-1.5 py-0.5 text-xs font-bold',
} as const;

/** A short label in colour: plan, language, days left, ADMIN. */
export function Badge({ colors, shape = 'pill', className, ...rest }: BadgeProps) {
  return (
    <span className={`${SHAPES[shape]} ${colors}${className ? ` ${className}` : ''}`} {...rest} />
  );
}
