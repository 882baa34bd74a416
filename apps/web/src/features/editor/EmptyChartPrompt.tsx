import type { FlowchartLanguage } from '@codeflow/contracts';
import { useRef } from 'react';
import { Button } from '../../components/ui/Button';
import { editorLanguageName } from './editorLanguageName';

/**
 * Over the empty chart: what to do first. With no code (and editing allowed), a sample program
 * of the selected language or a file from disk.
 */
export function EmptyChartPrompt({
  codeEmpty,
  readOnly,
  language,
  onInsertSample,
  onOpenFile,
}: {
  codeEmpty: boolean;
  readOnly: boolean;
  language: FlowchartLanguage;
  onInsertSample: () => void;
  onOpenFile: (name: string, text: string) => void;
}) {
  const fileInputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="absolute inset-0 z-20 flex flex-col items-center justify-center gap-3 bg-white p-6 text-center text-sm text-gray-500">
      <p>
        {codeEmpty
          ? 'Type or paste code on the left to see its flowchart.'
          : 'No flowchart to show yet.'}
      </p>
      {codeEmpty && !readOnly && (
        <div className="flex flex-wrap justify-center gap-2">
          <Button size="sm" data-testid="insert-sample" onClick={onInsertSample}>
            Try a {editorLanguageName(language)} sample
          </Button>
          <Button size="sm" onClick={() => fileInputRef.current?.click()}>
            Open a file…
          </Button>
          <input
            ref={fileInputRef}
            type="file"
            className="sr-only"
            tabIndex={-1}
            aria-label="Open a code file"
            data-testid="open-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void file.text().then((text) => onOpenFile(file.name, text));
            }}
          />
        </div>
      )}
    </div>
  );
}
