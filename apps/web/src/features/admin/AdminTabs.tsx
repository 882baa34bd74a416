import { useRef, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';

export interface TabLink<T extends string> {
  id: T;
  label: string;
  /** The route the tab opens. */
  to: string;
}

/** The index of the tab an arrow, Home or End key moves to, or null for any other key. */
function targetIndex(key: string, index: number, last: number): number | null {
  if (key === 'ArrowRight') return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

/**
 * The ARIA tabs pattern over links to nested routes: one tab stop, arrows (and Home/End) move
 * between the tabs and open them. Each tab controls the panel `${idPrefix}-panel-${id}`;
 * `onSelect` runs before a tab other than the current one opens.
 */
export function AdminTabs<T extends string>({
  tabs,
  current,
  onSelect,
  idPrefix,
  label,
}: {
  tabs: readonly TabLink<T>[];
  current: T;
  onSelect: (id: T) => void;
  idPrefix: string;
  label: string;
}) {
  const refs = useRef(new Map<T, HTMLAnchorElement>());
  const navigate = useNavigate();
  const select = (id: T) => {
    if (id !== current) onSelect(id);
  };
  const move = (event: KeyboardEvent, index: number) => {
    const target = targetIndex(event.key, index, tabs.length - 1);
    if (target === null) return;
    event.preventDefault();
    const tab = tabs[target];
    if (!tab) return;
    select(tab.id);
    void navigate(tab.to);
    refs.current.get(tab.id)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className="flex gap-1 overflow-x-auto border-b border-gray-200"
    >
      {tabs.map((tab, index) => {
        const selected = tab.id === current;
        return (
          <Link
            key={tab.id}
            ref={(el) => {
              if (el) refs.current.set(tab.id, el);
              else refs.current.delete(tab.id);
            }}
            to={tab.to}
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel-${tab.id}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => select(tab.id)}
            onKeyDown={(e) => move(e, index)}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none ${
              selected
                ? 'border-indigo-600 text-indigo-700'
                : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900'
            }`}
          >
            {tab.label}
          </Link>
        );
      })}
    </div>
  );
}
