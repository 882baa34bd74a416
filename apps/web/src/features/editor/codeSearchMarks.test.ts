import { EditorState, Text } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import {
  codeMarksOf,
  codeSearchMarks,
  codeSearchMarksField,
  setCodeSearchMarks,
} from './codeSearchMarks';

const doc = Text.of([
  'def total(items):',
  '    for item in items:',
  '        print(item)',
  '    return 0',
]);
const text = (m: { from: number; to: number }) => doc.sliceString(m.from, m.to);

describe('codeMarksOf', () => {
  it('marks every occurrence of the query in each match, the current one stronger', () => {
    const marks = codeMarksOf(doc, {
      query: 'Item',
      ranges: [
        { startLine: 1, endLine: 1 },
        { startLine: 2, endLine: 2 },
        { startLine: 3, endLine: 3 },
      ],
      current: { startLine: 3, endLine: 3 },
    });
    expect(marks.map(text)).toEqual(['item', 'item', 'item', 'item']);
    expect(marks.map((m) => m.current)).toEqual([false, false, false, true]);
    expect(marks.every((m) => !m.line)).toBe(true);
  });

  it('marks the first line of a match whose text is not in its lines, and nothing without a query', () => {
    const marks = codeMarksOf(doc, {
      query: 'loop over',
      ranges: [{ startLine: 2, endLine: 3 }],
      current: null,
    });
    expect(marks).toEqual([
      { from: doc.line(2).from, to: doc.line(2).from, current: false, line: true },
    ]);
    expect(
      codeMarksOf(doc, { query: '  ', ranges: [{ startLine: 1, endLine: 1 }], current: null }),
    ).toEqual([]);
    expect(codeMarksOf(doc, null)).toEqual([]);
  });

  it('keeps ranges past the end of a shorter document inside it', () => {
    const marks = codeMarksOf(doc, {
      query: 'return',
      ranges: [{ startLine: 4, endLine: 9 }],
      current: null,
    });
    expect(marks.map(text)).toEqual(['return']);
  });
});

describe('the codeSearchMarks field', () => {
  it('draws the marks the effect sets, follows edits, and clears them', () => {
    let state = EditorState.create({ doc: doc.toString(), extensions: codeSearchMarks });
    const marked = () => {
      const out: string[] = [];
      state.field(codeSearchMarksField).between(0, state.doc.length, (from, to, deco) => {
        out.push(
          `${state.doc.sliceString(from, to)}:${String((deco.spec as { class?: string }).class)}`,
        );
      });
      return out;
    };
    state = state.update({
      effects: setCodeSearchMarks.of({
        query: 'print',
        ranges: [{ startLine: 3, endLine: 3 }],
        current: { startLine: 3, endLine: 3 },
      }),
    }).state;
    expect(marked()).toEqual(['print:cf-code-match cf-code-match-current']);
    state = state.update({ changes: { from: 0, insert: '# hi\n' } }).state;
    expect(marked()).toEqual(['print:cf-code-match cf-code-match-current']);
    state = state.update({ effects: setCodeSearchMarks.of(null) }).state;
    expect(marked()).toEqual([]);
  });
});
