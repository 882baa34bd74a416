/**
 * Issue 22 item 11: a statement is drawn as a call of the file's own function only when its
 * callee resolves to a definition in the file (receiver-aware), and as I/O only for a direct I/O
 * call, never for one inside a callback or lambda. One golden per language.
 */
import { describe, expect, it } from 'vitest';
import { chartEdges, graphOf } from '../test-support/edges';

async function nodes(code: string, language: string, chart: string): Promise<string[]> {
  return chartEdges(await graphOf(code, language)).nodes(chart);
}

describe('call and I/O shapes', () => {
  it('Python: self.add is the class own method, orders.add and a lambda print are not', async () => {
    const code = [
      'class Cart:',
      '    def add(self, o):',
      '        self.items.append(o)',
      '    def run(self, orders, o):',
      '        orders.add(o)',
      '        self.add(o)',
      '        Cart.add(self, o)',
      '        items = sorted(orders, key=lambda v: print(v))',
      '        make().add(o)',
      '        print(o)',
    ].join('\n');
    expect(await nodes(code, 'python', 'Cart.run')).toEqual(
      expect.arrayContaining([
        'process:orders.add(o)@5',
        'call:self.add(o)@6',
        'call:Cart.add(self, o)@7',
        'process:items = sorted(orders, key=lambda v: print(v))@8',
        'process:make().add(o)@9',
        'io:print(o)@10',
      ]),
    );
  });

  it('Java: a List.add is not the class own add; this.add and add are', async () => {
    const code = [
      'import java.util.*;',
      'class Shop {',
      '  void add(int o) { }',
      '  void run(List<Integer> orders, int o) {',
      '    orders.add(o);',
      '    this.add(o);',
      '    add(o);',
      '    orders.forEach(x -> System.out.println(x));',
      '    System.out.println(o);',
      '  }',
      '}',
    ].join('\n');
    expect(await nodes(code, 'java', 'Shop.run')).toEqual(
      expect.arrayContaining([
        'process:orders.add(o)@5',
        'call:this.add(o)@6',
        'call:add(o)@7',
        'process:orders.forEach(x -> System.out.println(x))@8',
        'io:System.out.println(o)@9',
      ]),
    );
  });

  it('C++: other.add is another object; this->add and add are the class own', async () => {
    const code = [
      '#include <cstdio>',
      'struct Other { void push(int o) {} };',
      'class Cart {',
      ' public:',
      '  void add(int o) {}',
      '  void run(Other& other, int o) {',
      '    other.add(o);',
      '    this->add(o);',
      '    add(o);',
      '    std::max(o, 1);',
      '    printf("%d", o);',
      '  }',
      '};',
    ].join('\n');
    expect(await nodes(code, 'cpp', 'Cart::run')).toEqual(
      expect.arrayContaining([
        'process:other.add(o)@7',
        'call:this->add(o)@8',
        'call:add(o)@9',
        'process:std::max(o, 1)@10',
        'io:printf("%d", o)@11',
      ]),
    );
  });

  it('C: a call through a struct member is not the file function of that name', async () => {
    const code = [
      '#include <stdio.h>',
      'struct ops { void (*add)(int); };',
      'void add(int o) {}',
      'void run(struct ops *p, int o) {',
      '  p->add(o);',
      '  add(o);',
      '}',
    ].join('\n');
    expect(await nodes(code, 'c', 'run')).toEqual(
      expect.arrayContaining(['process:p->add(o)@5', 'call:add(o)@6']),
    );
  });

  it('JavaScript: a console.error inside a callback is not I/O; this.add is a call', async () => {
    const code = [
      'class Cart {',
      '  add(o) { this.items.push(o); }',
      '  run(orders, o) {',
      '    orders.add(o);',
      '    this.add(o);',
      '    fetch(o).catch((e) => console.error(e));',
      '    console.log(o);',
      '  }',
      '}',
    ].join('\n');
    for (const language of ['javascript', 'typescript']) {
      expect(await nodes(code, language, 'Cart.run')).toEqual(
        expect.arrayContaining([
          'process:orders.add(o)@4',
          'call:this.add(o)@5',
          'process:fetch(o).catch((e) => console.error(e))@6',
          'io:console.log(o)@7',
        ]),
      );
    }
  });
});
