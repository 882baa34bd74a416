/**
 * `#if A ... #else ... #endif` may split a function (two headers, one body), which no parser can
 * read as written. This keeps only the first branch of every conditional and blanks the other
 * lines (and the directives), so the code parses and line numbers stay the same.
 */
const CONDITIONAL = /^\s*#\s*(if|ifdef|ifndef|elif|elifdef|elifndef|else|endif)\b/;

export function firstBranchOnly(code: string): string {
  // one entry per open #if: true while still inside its first branch
  const stack: boolean[] = [];
  return code
    .split('\n')
    .map((line) => {
      const match = CONDITIONAL.exec(line);
      if (match) {
        const directive = match[1] ?? '';
        if (directive.startsWith('if')) stack.push(true);
        else if (directive === 'endif') stack.pop();
        else if (stack.length > 0) stack[stack.length - 1] = false;
        return ' '.repeat(line.length);
      }
      return stack.every(Boolean) ? line : ' '.repeat(line.length);
    })
    .join('\n');
}
