import { expect, test } from '@playwright/test';
import { editor } from './support/editorPage';
import { signUpThroughApi, useSessionInPage, type Session } from './support/signInThroughApi';

let session: Session;

test.beforeAll(async ({ request }) => {
  session = await signUpThroughApi(request);
});

test.beforeEach(async ({ page }) => {
  await useSessionInPage(page, session);
});

/** A node each language's sample program draws. */
const SAMPLE_NODES: [string, string, string][] = [
  ['python', 'Python', 'score >= 50'],
  ['c', 'C', 'score >= 50'],
  ['cpp', 'C++', 'passes(s)'],
  ['java', 'Java', 'score >= 50'],
  ['javascript', 'JavaScript', 'score >= 50'],
  ['typescript', 'TypeScript', 'score >= 50'],
  ['go', 'Go', 'score >= 50'],
  ['rust', 'Rust', 'score >= 50'],
  ['csharp', 'C#', 'score >= 50'],
  ['kotlin', 'Kotlin', 'score >= 50'],
  ['php', 'PHP', '$score >= 50'],
  ['ruby', 'Ruby', 'score >= 50'],
];

test('an empty editor offers a sample program in each language, and it draws', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/editor');
  await expect(page.getByText('Type or paste code on the left')).toBeVisible();
  for (const [tag, name, node] of SAMPLE_NODES) {
    await page.locator('#flowchart-language').selectOption(tag);
    await page.getByTestId('insert-sample').click();
    await expect(page.getByTestId('insert-sample')).toHaveCount(0);
    await editor.expectDrawn(page, [node]);
    // back to an empty editor for the next language
    await editor.setCode(page, '');
    await expect(page.getByTestId('insert-sample')).toHaveText(`Try a ${name} sample`);
  }
});

test('pasting C into a Python editor offers a one-click switch to C', async ({ page }) => {
  await page.goto('/editor');
  const c =
    '#include <stdio.h>\n\nint main(void) {\n    int n = 3;\n    if (n > 2) {\n        printf("big\\n");\n    }\n    return 0;\n}\n';
  await editor.code(page).click();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    document
      .querySelector('.cm-content')
      ?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  }, c);
  const offer = page.getByTestId('language-suggestion');
  await expect(offer).toContainText('This looks like C.');
  await offer.getByRole('button', { name: 'Switch to C' }).click();
  await expect(page.locator('#flowchart-language')).toHaveValue('c');
  await expect(offer).toHaveCount(0);
  await editor.expectDrawn(page, ['n > 2']);
});

test('pasting Go, C#, Kotlin or Ruby into a Python editor offers a switch to it', async ({
  page,
}) => {
  const pasted: [string, string, string, string][] = [
    [
      'go',
      'Go',
      'package main\n\nimport "fmt"\n\nfunc main() {\n\tn := 3\n\tif n > 2 {\n\t\tfmt.Println("big")\n\t}\n}\n',
      'n > 2',
    ],
    [
      'ruby',
      'Ruby',
      'def check(n)\n  if n > 2\n    puts "big"\n  end\nend\n\n[1, 3].each do |n|\n  check(n)\nend\n',
      'n > 2',
    ],
    [
      'csharp',
      'C#',
      'using System;\n\nclass P\n{\n    static void Main()\n    {\n        int n = 3;\n        if (n > 2)\n        {\n            Console.WriteLine("big");\n        }\n    }\n}\n',
      'n > 2',
    ],
    [
      'kotlin',
      'Kotlin',
      'fun main() {\n    val n = 3\n    if (n > 2) {\n        println("big")\n    }\n}\n',
      'n > 2',
    ],
  ];
  for (const [tag, name, code, node] of pasted) {
    await page.goto('/editor');
    await page.locator('#flowchart-language').selectOption('python');
    await editor.code(page).click();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      document
        .querySelector('.cm-content')
        ?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    }, code);
    const offer = page.getByTestId('language-suggestion');
    await expect(offer).toContainText(`This looks like ${name}.`);
    await offer.getByRole('button', { name: `Switch to ${name}` }).click();
    await expect(page.locator('#flowchart-language')).toHaveValue(tag);
    await editor.expectDrawn(page, [node]);
  }
});

test('a syntax error is marked in the code: underline and gutter', async ({ page }) => {
  await page.goto('/editor');
  await editor.setCode(page, 'x = 1\nprint(x)\ny = (2 +\nprint("done")\n');
  await expect(page.getByTestId('diagnostics')).toContainText('Syntax error');
  await expect(page.locator('.cm-lintRange-error').first()).toBeVisible();
  await expect(page.locator('.cm-lint-marker-error').first()).toBeVisible();
});

test('a file opened from disk replaces the code, its extension choosing the language', async ({
  page,
}) => {
  await page.goto('/editor');
  await page.getByTestId('open-file').setInputFiles({
    name: 'greet.js',
    mimeType: 'text/javascript',
    buffer: Buffer.from('function greet(name) {\n  if (name) {\n    console.log(name);\n  }\n}\n'),
  });
  await expect(page.locator('#flowchart-language')).toHaveValue('javascript');
  await editor.expectDrawn(page, ['console.log(name)']);
});
