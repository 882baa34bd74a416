/** Which pane a phone shows: the code or its chart. */
export type PhoneView = 'code' | 'chart';

/**
 * On a phone (below lg) the code and the chart do not fit side by side: this switch shows one at
 * a time, each at the full width. Hidden from lg up, where both are shown.
 */
export function PhoneViewToggle({
  view,
  onChange,
}: {
  view: PhoneView;
  onChange: (view: PhoneView) => void;
}) {
  const option = (value: PhoneView, label: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => onChange(value)}
      className={`flex-1 px-3 py-1.5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none ${
        view === value ? 'bg-blue-600 text-white' : 'bg-white text-gray-700'
      }`}
    >
      {label}
    </button>
  );
  return (
    <div
      role="group"
      aria-label="Show"
      className="flex min-w-40 flex-1 overflow-hidden rounded border border-gray-300 lg:hidden"
      data-testid="phone-view-toggle"
    >
      {option('code', 'Code')}
      {option('chart', 'Chart')}
    </div>
  );
}
