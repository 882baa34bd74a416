import { DEFAULT_FLOWCHART_TITLE } from '@codeflow/contracts';
import { describe, expect, it } from 'vitest';
import { sameDocument, saveBodyOf, titleOrDefault, type EditorDocument } from './editorDocument';

const doc: EditorDocument = { title: 'Loop', code: 'x = 1', language: 'python', compact: false };

describe('the editor document', () => {
  it('is unchanged only when every field is the same', () => {
    expect(sameDocument(doc, { ...doc })).toBe(true);
    expect(sameDocument(doc, { ...doc, title: 'Loop!' })).toBe(false);
    expect(sameDocument(doc, { ...doc, code: 'x = 2' })).toBe(false);
    expect(sameDocument(doc, { ...doc, language: 'java' })).toBe(false);
    expect(sameDocument(doc, { ...doc, compact: true })).toBe(false);
  });

  it('an empty or blank title saves (and exports) as the default title', () => {
    expect(titleOrDefault('  Loop ')).toBe('Loop');
    expect(titleOrDefault('   ')).toBe(DEFAULT_FLOWCHART_TITLE);
  });

  it('a save sends the fields under their API names, with the drawing and no picture (the server draws it)', () => {
    expect(saveBodyOf({ ...doc, title: '', compact: true }, 'flowchart TD')).toEqual({
      title: DEFAULT_FLOWCHART_TITLE,
      language: 'python',
      code: 'x = 1',
      is_compact: true,
      flowchart: 'flowchart TD',
    });
  });
});
