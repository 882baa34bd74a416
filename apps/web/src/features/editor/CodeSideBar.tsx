import { PhoneViewToggle, type PhoneView } from './PhoneViewToggle';
import { RunBar } from './run/RunBar';
import type { RunReplay } from './run/useRunReplay';

/**
 * Above the code: Run and its replay controls; on a phone the Code/Chart switch beside them,
 * shown with either pane (the code's column stays while the chart is shown).
 */
export function CodeSideBar({
  run,
  phoneView,
  onPhoneView,
}: {
  run: RunReplay;
  phoneView: PhoneView;
  onPhoneView: (view: PhoneView) => void;
}) {
  return (
    <div className={`flex flex-wrap items-center gap-2 ${run.available ? '' : 'lg:hidden'}`}>
      <PhoneViewToggle view={phoneView} onChange={onPhoneView} />
      {run.available && <RunBar run={run} />}
    </div>
  );
}
