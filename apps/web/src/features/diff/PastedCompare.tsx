import { MENU_LANGUAGES, type FlowchartLanguage } from '@codeflow/contracts';
import { useId, useState, type DragEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { detectLanguage, languageOfFileName } from '../editor/detectLanguage';
import { EDITOR_LANGUAGES } from '../editor/languageSupport';
import { DiffView } from './DiffView';

/** Largest file read from a drop: the editor's own limit is far below it. */
const MAX_DROP_BYTES = 2 * 1024 * 1024;

function CodeBox({
  label,
  value,
  onChange,
  onFile,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  onFile: (name: string, text: string) => void;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    const file = event.dataTransfer.files[0];
    if (!file) return;
    event.preventDefault();
    if (file.size > MAX_DROP_BYTES) {
      setError(`${file.name} is larger than 2 MB.`);
      return;
    }
    setError(null);
    void file.text().then((text) => onFile(file.name, text));
  };
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onDrop={onDrop}
        spellCheck={false}
        placeholder="Paste code, or drop a file here"
        className="h-48 w-full rounded border border-gray-300 bg-white p-2 font-mono text-xs"
      />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Two pieces of code, pasted or dropped, compared as charts. */
export function PastedCompare() {
  const [oldCode, setOldCode] = useState('');
  const [newCode, setNewCode] = useState('');
  const [language, setLanguage] = useState<FlowchartLanguage>('python');
  const [compared, setCompared] = useState<{ old: string; new: string; language: string } | null>(
    null,
  );
  const languageId = useId();
  const guess = (name: string | null, text: string) => {
    const found = (name ? languageOfFileName(name, MENU_LANGUAGES) : null) ?? detectLanguage(text);
    if (found) setLanguage(found);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 md:grid-cols-2">
        <CodeBox
          label="Old code"
          value={oldCode}
          onChange={setOldCode}
          onFile={(name, text) => {
            setOldCode(text);
            guess(name, text);
          }}
        />
        <CodeBox
          label="New code"
          value={newCode}
          onChange={(text) => {
            setNewCode(text);
            if (!oldCode && !newCode) guess(null, text);
          }}
          onFile={(name, text) => {
            setNewCode(text);
            guess(name, text);
          }}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <label htmlFor={languageId} className="flex items-center gap-2 text-sm text-gray-700">
          Language
          <select
            id={languageId}
            value={language}
            onChange={(e) => setLanguage(e.target.value as FlowchartLanguage)}
            className="rounded border border-gray-300 bg-white px-2 py-1 text-sm"
          >
            {EDITOR_LANGUAGES.map((l) => (
              <option key={l.value} value={l.value}>
                {l.label}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="primary"
          disabled={!oldCode.trim() && !newCode.trim()}
          onClick={() => setCompared({ old: oldCode, new: newCode, language })}
        >
          Compare
        </Button>
      </div>
      {compared && (
        <DiffView
          oldCode={compared.old}
          newCode={compared.new}
          language={compared.language}
          oldLabel="Old code"
          newLabel="New code"
          title="Comparison"
        />
      )}
    </div>
  );
}
