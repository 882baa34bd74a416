import type { FlowchartLanguage } from '@codeflow/contracts';
import { Button } from '../../components/ui/Button';
import { editorLanguageName } from './editorLanguageName';

/** "This looks like Java": a one-click switch to the language the code looks like, or keep. */
export function LanguageSuggestionBar({
  suggested,
  current,
  onSwitch,
  onKeep,
}: {
  suggested: FlowchartLanguage;
  current: FlowchartLanguage;
  onSwitch: () => void;
  onKeep: () => void;
}) {
  return (
    <p
      className="flex flex-wrap items-center gap-2 rounded bg-blue-50 px-3 py-2 text-sm text-blue-900"
      data-testid="language-suggestion"
    >
      This looks like {editorLanguageName(suggested)}.
      <Button size="sm" variant="primary" onClick={onSwitch}>
        Switch to {editorLanguageName(suggested)}
      </Button>
      <Button size="sm" variant="ghost" onClick={onKeep}>
        Keep {editorLanguageName(current)}
      </Button>
    </p>
  );
}
