import type { FlowchartLanguage } from '@codeflow/contracts';
import { DEFAULT_FLOWCHART_TITLE } from '@codeflow/contracts';
import { Field } from '../../components/ui/Field';
import type { EditorDocument } from './editorDocument';
import { EDITOR_LANGUAGES } from './languageSupport';

const controlClass =
  'rounded border border-gray-300 bg-white px-2 py-1.5 text-sm focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none disabled:bg-gray-100';

/** The document's title, language and Compact switch, at the start of the editor's toolbar. */
export function DocumentControls({
  doc,
  readOnly,
  onEdit,
  onLanguage,
}: {
  doc: EditorDocument;
  readOnly: boolean;
  onEdit: (patch: Partial<EditorDocument>) => void;
  /** a language picked in the selector */
  onLanguage: (language: FlowchartLanguage) => void;
}) {
  return (
    <>
      <Field
        id="flowchart-title"
        label="Title"
        hideLabel
        className="min-w-48 flex-1"
        inputClassName={`${controlClass} w-full`}
        placeholder={DEFAULT_FLOWCHART_TITLE}
        value={doc.title}
        maxLength={200}
        readOnly={readOnly}
        onChange={(title) => onEdit({ title })}
      />
      <label className="sr-only" htmlFor="flowchart-language">
        Language
      </label>
      <select
        id="flowchart-language"
        className={controlClass}
        value={doc.language}
        disabled={readOnly}
        onChange={(e) => onLanguage(e.target.value as FlowchartLanguage)}
      >
        {EDITOR_LANGUAGES.map((l) => (
          <option key={l.value} value={l.value}>
            {l.label}
          </option>
        ))}
      </select>
      <label className="flex items-center gap-1.5 text-sm text-gray-700">
        <input
          type="checkbox"
          checked={doc.compact}
          disabled={readOnly}
          onChange={(e) => onEdit({ compact: e.target.checked })}
          className="h-4 w-4"
        />
        Compact
      </label>
    </>
  );
}
