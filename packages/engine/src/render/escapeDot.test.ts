import { describe, expect, it } from 'vitest';
import { dotString, escapeDotHtml, escapeDotString } from './escapeDot';
import { loadGraphviz } from './graphviz';

type GvJson = { objects: { name: string; _ldraw_?: { op: string; text?: string }[] }[] };

/** The text Graphviz itself shows for a node labelled `label`, per line. */
async function shown(label: string, shape = 'box'): Promise<string[]> {
  const gv = await loadGraphviz();
  const json = JSON.parse(
    gv.layout(`digraph { a [shape=${shape}, label=${dotString(label)}]; }`, 'json', 'dot'),
  ) as GvJson;
  // xdot (the drawing ops in Graphviz's JSON) writes a backslash of the shown text as two
  return (json.objects[0]?._ldraw_ ?? [])
    .filter((op) => op.op === 'T')
    .map((op) => (op.text ?? '').replace(/\\\\/g, '\\'));
}

describe('escapeDotString', () => {
  it('escapes every character DOT or Graphviz labels treat specially', () => {
    expect(escapeDotString('a"b')).toBe('a\\"b');
    expect(escapeDotString('a\\nb')).toBe('a\\\\nb');
    expect(escapeDotString('<>{}|&')).toBe('&lt;&gt;&#123;&#125;&#124;&amp;');
    expect(escapeDotString('one\ntwo\r\nthree')).toBe('one\\ntwo\\nthree');
    expect(escapeDotString('tab\there\u0000')).toBe('tab here ');
  });

  it('makes Graphviz show exactly the original text, in box and record shapes', async () => {
    const hostile = 'printf("%d\\n", a<b && c>d) { x | y } \\ "q" &lt; \\N \\G';
    expect(await shown(hostile)).toEqual([hostile]);
    expect(await shown(hostile, 'record')).toEqual([hostile]);
    expect(await shown('if (a) {\n  b = "|";\n}')).toEqual(['if (a) {', '  b = "|";', '}']);
  });

  it('escapes HTML-like label text', () => {
    expect(escapeDotHtml('a<b & "c">\nd')).toBe('a&#60;b &#38; &#34;c&#34;&#62;<br/>d');
  });
});
