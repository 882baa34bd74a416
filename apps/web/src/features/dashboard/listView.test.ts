import type { FlowchartListItem } from '@codeflow/contracts';
import { describe, expect, it } from 'vitest';
import { isSortOrder, listView } from './listView';

const item = (
  id: string,
  title: string,
  language: string,
  updated: string,
  created = '2025-01-01T00:00:00Z',
): FlowchartListItem => ({
  id,
  title,
  language,
  is_compact: false,
  created_at: created,
  updated_at: updated,
});

const list = [
  item('a', 'Bubble sort', 'python', '2025-03-01T00:00:00Z', '2025-01-03T00:00:00Z'),
  item('b', 'Éclair recipe 10', 'java', '2025-03-03T00:00:00Z', '2025-01-01T00:00:00Z'),
  item('c', 'binary search', 'c', '2025-03-02T00:00:00Z', '2025-01-02T00:00:00Z'),
  item('d', 'Éclair recipe 9', 'javascript', '2025-02-01T00:00:00Z', '2025-01-04T00:00:00Z'),
];
const ids = (items: FlowchartListItem[]) => items.map((f) => f.id);

describe('listView', () => {
  it('without a query: every card, newest updated first', () => {
    expect(ids(listView(list, '', 'updated'))).toEqual(['b', 'c', 'a', 'd']);
  });

  it('matches every word in the title or language name, ignoring case and accents', () => {
    expect(ids(listView(list, 'ECL', 'updated'))).toEqual(['b', 'd']);
    expect(ids(listView(list, 'recipe javascript', 'updated'))).toEqual(['d']);
    expect(ids(listView(list, '  sort  ', 'updated'))).toEqual(['a']);
    expect(ids(listView(list, 'python', 'updated'))).toEqual(['a']);
    expect(listView(list, 'nothing like it', 'updated')).toEqual([]);
  });

  it('sorts by creation, by title (natural order, case-blind) and by language', () => {
    expect(ids(listView(list, '', 'created'))).toEqual(['d', 'a', 'c', 'b']);
    expect(ids(listView(list, '', 'title'))).toEqual(['c', 'a', 'd', 'b']);
    expect(ids(listView(list, '', 'language'))).toEqual(['c', 'b', 'd', 'a']);
  });

  it('does not change the list it is given', () => {
    const copy = [...list];
    listView(list, 'e', 'title');
    expect(list).toEqual(copy);
  });
});

it('isSortOrder knows the menu’s values only', () => {
  expect(isSortOrder('title')).toBe(true);
  expect(isSortOrder('size')).toBe(false);
});
