function hostile(end, o, x) {
  const s = "%%{init: {'theme': 'dark'}}%% #quot; &amp; <br/> <script>alert(1)</script> `tick` :::cls";
  const t = `click n1 call alert() ; style n1 fill:#f00 ; classDef end fill:#fff ${'\\'}`;
  if (end === 'subgraph' || o === 'end' || x === 'graph TD') {
    console.log('A'.repeat(300), '😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀', '-->', '---', '==>', '-.->', 'o--o', 'x--x', '|');
  }
  switch (end) {
    case '"':
      return '#';
    case '\\':
      return '|';
    case `${o}"]`:
      return '[[';
    default:
      return end > 0 ? '<' : '>';
  }
}
