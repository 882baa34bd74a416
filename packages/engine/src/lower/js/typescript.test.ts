import { describe, expect, it } from 'vitest';
import { generateFlowchart } from '../../node';
import { chartEdges, type ChartView } from '../../test-support/edges';
import { lowerTypescript } from './typescript';

async function ts(code: string): Promise<ChartView> {
  const result = await generateFlowchart({ code, language: 'typescript' });
  expect(result.error).toBeNull();
  expect(result.diagnostics).toEqual([]);
  if (!result.graph) throw new Error('no graph');
  return chartEdges(result.graph);
}

describe('typescript lowering', () => {
  it('skips type-only declarations and draws enums and namespaces', async () => {
    const v = await ts(
      [
        'interface Point { x: number; y: number }',
        'type Id = string | number;',
        'declare const VERSION: string;',
        'enum Color { Red, Green }',
        'namespace Geo {',
        '  export const origin: Point = { x: 0, y: 0 };',
        '}',
        'function over(a: string): void;',
        'function over(a: unknown): void {',
        '  console.log(a);',
        '}',
      ].join('\n'),
    );
    const nodes = v.nodes('module');
    expect(
      nodes.some((n) => n.includes('interface') || n.includes('type Id') || n.includes('VERSION')),
    ).toBe(false);
    expect(nodes.some((n) => n.includes('enum Color') && n.endsWith('@4'))).toBe(true);
    expect(nodes.some((n) => n.includes('const origin') && n.endsWith('@6'))).toBe(true);
    expect(v.names.filter((n) => n === 'over')).toHaveLength(1);
  });

  it('charts abstract and decorated generic classes; as, satisfies and ! keep the flow', async () => {
    const v = await ts(
      [
        'export abstract class Repo<T> {',
        '  private cache = new Map<string, T>();',
        '  abstract load(id: string): Promise<T>;',
        '  @Log()',
        '  async get(id: string): Promise<T> {',
        '    const hit = this.cache.get(id)!;',
        '    if (hit !== undefined) return hit as T;',
        '    const value = (await this.load(id)) satisfies T;',
        '    return value;',
        '  }',
        '}',
      ].join('\n'),
    );
    expect(v.kindOf('Repo')).toBe('class');
    expect(v.names).not.toContain('Repo.load');
    const edges = v.edges('Repo.get');
    expect(edges).toContain(
      'process:const hit = this.cache.get(id)! -flow-> decision:hit !== undefined',
    );
    expect(edges).toContain('decision:hit !== undefined -true-> return:return hit as T');
    expect(edges).toContain(
      'decision:hit !== undefined -false-> process:const value = (await this.load(id)) satisfies T',
    );
  });

  it('parses TSX with the tsx grammar and keeps generic arrows in plain typescript', async () => {
    expect(lowerTypescript.grammar('const a = <div>hi</div>;')).toBe('tsx');
    expect(lowerTypescript.grammar('const b = <Icon name="x" />;')).toBe('tsx');
    expect(
      lowerTypescript.grammar('const i = <input onChange={(e) => set(e.target.value)} />;'),
    ).toBe('tsx');
    expect(lowerTypescript.grammar('const id = <T>(x: T): T => x;')).toBe('typescript');
    expect(lowerTypescript.grammar('const n = <number>value; if (a < b && c > d) f();')).toBe(
      'typescript',
    );
    const v = await ts(
      [
        'export function List({ items }: { items: string[] }) {',
        '  if (items.length === 0) return <p>Empty</p>;',
        '  return <ul>{items.map((i) => <li key={i}>{i}</li>)}</ul>;',
        '}',
      ].join('\n'),
    );
    expect(v.edges('List')).toContain(
      'decision:items.length === 0 -true-> return:return <p>Empty</p>',
    );
  });

  it('draws the same control flow as javascript for typed code', async () => {
    const v = await ts(
      [
        'function find(xs: number[], t: number): number {',
        '  for (let i: number = 0; i < xs.length; i++) {',
        '    if (xs[i] === t) return i;',
        '  }',
        '  return -1;',
        '}',
      ].join('\n'),
    );
    const edges = v.edges('find');
    expect(edges).toContain('decision:xs[i] === t -true-> return:return i');
    expect(edges).toContain(
      'loop:for (let i: number = 0; i < xs.length; i++) -false-> return:return -1',
    );
  });
});
