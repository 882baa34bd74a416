import { describe, expect, it } from 'vitest';
import { parseArgs, UsageError } from './parseArgs';

describe('parseArgs: PDF paper and layout', () => {
  it("keeps each page the chart's size by default", () => {
    const opts = parseArgs(['--format', 'pdf', 'a.py']);
    expect([opts.pdfPaper, opts.pdfLayout]).toEqual(['chart', 'tiles']);
  });

  it('takes A4 when only a layout is given, and a paper as asked', () => {
    expect(parseArgs(['--format', 'pdf', '--pdf-layout', 'fit', 'a.py'])).toMatchObject({
      pdfPaper: 'a4',
      pdfLayout: 'fit',
    });
    expect(parseArgs(['--format=pdf', '--pdf-paper=letter', 'a.py'])).toMatchObject({
      pdfPaper: 'letter',
      pdfLayout: 'tiles',
    });
  });

  it('refuses an unknown layout or paper, and either without --format pdf', () => {
    expect(() => parseArgs(['--format', 'pdf', '--pdf-layout', 'poster', 'a.py'])).toThrow(
      new UsageError('--pdf-layout must be tiles, fit, not poster'),
    );
    expect(() => parseArgs(['--format', 'pdf', '--pdf-paper', 'a3', 'a.py'])).toThrow(
      '--pdf-paper must be chart, a4, letter, not a3',
    );
    expect(() => parseArgs(['--format', 'png', '--pdf-layout', 'fit', 'a.py'])).toThrow(
      '--pdf-paper and --pdf-layout need --format pdf',
    );
  });
});
