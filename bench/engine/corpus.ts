/**
 * Real-looking source files of any length, per language: classes and functions with branches,
 * loops, exception handling, I/O and calls, like the code users paste.
 */
export type BenchLanguage = 'python' | 'c' | 'java' | 'javascript';

function pythonFunction(i: number, lines: string[]): void {
  lines.push(
    `def process_${i}(items, limit=${i % 7}):`,
    `    """Filter and total the items above the limit."""`,
    `    total = 0`,
    `    seen = set()`,
    `    for index, item in enumerate(items):`,
    `        if item is None:`,
    `            continue`,
    `        elif item > limit * 2:`,
    `            total += item // 2`,
    `        else:`,
    `            total += item`,
    `        if index in seen:`,
    `            break`,
    `        seen.add(index)`,
    `    try:`,
    `        ratio = total / len(items)`,
    `    except ZeroDivisionError:`,
    `        ratio = 0`,
    `    finally:`,
    `        seen.clear()`,
    `    while total > 1000:`,
    `        total -= 1000`,
    `    with open("log_${i}.txt", "a") as fh:`,
    `        fh.write(str(ratio))`,
    `    print(f"process_${i}: {total} {ratio:.2f}")`,
    `    return total`,
    ``,
  );
}

function pythonClass(i: number, lines: string[]): void {
  lines.push(
    `class Account${i}(Base):`,
    `    rate = 0.0${i % 10}`,
    ``,
    `    def __init__(self, owner, balance=0):`,
    `        self.owner = owner`,
    `        self.balance = balance`,
    ``,
    `    def withdraw(self, amount):`,
    `        if amount <= 0:`,
    `            raise ValueError("amount must be positive")`,
    `        if amount > self.balance:`,
    `            return False`,
    `        self.balance -= amount`,
    `        return True`,
    ``,
    `    def kind(self):`,
    `        match self.balance:`,
    `            case 0:`,
    `                return "empty"`,
    `            case n if n > 1000:`,
    `                return "rich"`,
    `            case _:`,
    `                return "normal"`,
    ``,
  );
}

function cFunction(i: number, lines: string[]): void {
  lines.push(
    `int process_${i}(const int *items, int n, int limit) {`,
    `    int total = 0;`,
    `    for (int k = 0; k < n; k++) {`,
    `        if (items[k] < 0) {`,
    `            continue;`,
    `        } else if (items[k] > limit * 2) {`,
    `            total += items[k] / 2;`,
    `        } else {`,
    `            total += items[k];`,
    `        }`,
    `    }`,
    `    switch (total % 3) {`,
    `    case 0:`,
    `        printf("zero\\n");`,
    `        break;`,
    `    case 1:`,
    `        total++;`,
    `    default:`,
    `        total--;`,
    `    }`,
    `    while (total > 1000) {`,
    `        total -= 1000;`,
    `    }`,
    `    do {`,
    `        total--;`,
    `    } while (total > 900);`,
    `    return total;`,
    `}`,
    ``,
  );
}

function javaMethod(i: number, lines: string[]): void {
  lines.push(
    `    public int process${i}(int[] items, int limit) {`,
    `        int total = 0;`,
    `        for (int item : items) {`,
    `            if (item < 0) {`,
    `                continue;`,
    `            } else if (item > limit * 2) {`,
    `                total += item / 2;`,
    `            } else {`,
    `                total += item;`,
    `            }`,
    `        }`,
    `        try {`,
    `            total = total / items.length;`,
    `        } catch (ArithmeticException e) {`,
    `            System.out.println("empty");`,
    `        } finally {`,
    `            limit = 0;`,
    `        }`,
    `        switch (total % 3) {`,
    `            case 0 -> System.out.println("zero");`,
    `            case 1 -> total++;`,
    `            default -> total--;`,
    `        }`,
    `        return total;`,
    `    }`,
    ``,
  );
}

function jsFunction(i: number, lines: string[]): void {
  lines.push(
    `function process${i}(items, limit = ${i % 7}) {`,
    `  let total = 0;`,
    `  for (const item of items) {`,
    `    if (item == null) {`,
    `      continue;`,
    `    } else if (item > limit * 2) {`,
    `      total += item / 2;`,
    `    } else {`,
    `      total += item;`,
    `    }`,
    `  }`,
    `  try {`,
    `    total = JSON.parse(String(total));`,
    `  } catch (err) {`,
    `    console.error(err);`,
    `  } finally {`,
    `    limit = 0;`,
    `  }`,
    `  while (total > 1000) {`,
    `    total -= 1000;`,
    `  }`,
    `  console.log(\`process${i}: \${total}\`);`,
    `  return total;`,
    `}`,
    ``,
  );
}

/** A file of about `targetLines` lines. */
export function corpus(language: BenchLanguage, targetLines: number): string {
  const lines: string[] = [];
  let i = 0;
  if (language === 'python') {
    lines.push('import os', 'import sys', '', 'class Base:', '    pass', '');
    while (lines.length < targetLines) {
      if (i % 4 === 3) pythonClass(i, lines);
      else pythonFunction(i, lines);
      i++;
    }
    lines.push('if __name__ == "__main__":', '    print(process_0([1, 2, 3]))', '');
  } else if (language === 'c') {
    lines.push('#include <stdio.h>', '');
    while (lines.length < targetLines) cFunction(i++, lines);
  } else if (language === 'java') {
    lines.push('public class Big {');
    while (lines.length < targetLines - 1) javaMethod(i++, lines);
    lines.push('}');
  } else {
    while (lines.length < targetLines) jsFunction(i++, lines);
  }
  return lines.join('\n');
}

/** One function of about 100 lines (several of the generated ones are joined in one body). */
export function hundredLineFunction(): string {
  const body: string[] = [];
  for (let k = 0; body.length < 96; k++) {
    const lines: string[] = [];
    pythonFunction(k, lines);
    body.push(...lines.slice(2, -2).map((l) => l.replace(/^ {4}/, '    ')));
  }
  return ['def hundred(items, limit=3):', ...body.slice(0, 98), '    return total', ''].join('\n');
}
