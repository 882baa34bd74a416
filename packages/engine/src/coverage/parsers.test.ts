import { describe, expect, it } from 'vitest';
import { checkFits, CoverageFileChoiceError, matchFile } from './matchFile';
import { parseCoverage } from './parseCoverage';
import { CoverageError } from './types';

const LCOV = `TN:
SF:/home/ci/src/app/util.c
FN:3,f
FNDA:2,f
DA:3,2
DA:4,2
BRDA:4,0,0,1
BRDA:4,0,1,-
DA:5,0
end_of_record
SF:/home/ci/src/app/main.c
DA:1,1
end_of_record
SF:/home/ci/src/app/util.c
DA:4,3
end_of_record
`;

describe('parseCoverage', () => {
  it('reads LCOV: line counts, BRDA in order ("-" is 0), FN/FNDA, a file listed twice adds up', () => {
    const r = parseCoverage(LCOV);
    expect(r.format).toBe('lcov');
    expect(r.counts).toBe(true);
    expect(r.files.map((f) => f.path)).toEqual([
      '/home/ci/src/app/util.c',
      '/home/ci/src/app/main.c',
    ]);
    const util = r.files[0];
    expect([...(util?.lines ?? [])]).toEqual([
      [3, 2],
      [4, 5],
      [5, 0],
    ]);
    expect(util?.branches.get(4)).toEqual({ covered: 1, total: 2, taken: [1, 0] });
    expect(util?.functions.get(3)).toBe(2);
  });

  it('reads coverage.py JSON with branch arcs, and without', () => {
    const json = {
      meta: { branch_coverage: true },
      files: {
        'pkg/m.py': {
          executed_lines: [1, 2, 4],
          missing_lines: [3],
          executed_branches: [[2, 4]],
          missing_branches: [
            [2, 3],
            [4, -1],
          ],
        },
        'pkg/n.py': { executed_lines: [1], missing_lines: [] },
      },
    };
    const r = parseCoverage(JSON.stringify(json));
    expect(r).toMatchObject({ format: 'coverage.py', counts: false });
    const m = r.files[0];
    expect([...(m?.lines ?? [])]).toEqual([
      [1, 1],
      [2, 1],
      [4, 1],
      [3, 0],
    ]);
    expect(m?.branches.get(2)).toEqual({
      covered: 1,
      total: 2,
      arcs: [
        { to: 4, taken: true },
        { to: 3, taken: false },
      ],
    });
    expect(m?.branches.get(4)?.arcs).toEqual([{ to: -1, taken: false }]);
    expect(r.files[1]?.branches.size).toBe(0);
  });

  it('reads JaCoCo XML: package/sourcefile paths, run or not from ci, branch counts', () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE report PUBLIC "-//JACOCO//DTD Report 1.1//EN" "report.dtd"><report name="r"><package name="com/acme"><class name="com/acme/A" sourcefilename="A.java"><method name="f" desc="()V" line="3"><counter type="LINE" missed="0" covered="1"/></method></class><sourcefile name="A.java"><line nr="3" mi="0" ci="2" mb="1" cb="1"/><line nr="4" mi="3" ci="0" mb="0" cb="0"/></sourcefile></package></report>`;
    const r = parseCoverage(xml);
    expect(r).toMatchObject({ format: 'jacoco', counts: false });
    expect(r.files.map((f) => f.path)).toEqual(['com/acme/A.java']);
    expect([...(r.files[0]?.lines ?? [])]).toEqual([
      [3, 1],
      [4, 0],
    ]);
    expect(r.files[0]?.branches.get(3)).toEqual({ covered: 1, total: 2 });
  });

  it('reads Go cover profiles: a line takes the count of the block its first statement is in', () => {
    const profile = `mode: count
example.com/x/a.go:3.26,5.25 2 1
example.com/x/a.go:5.25,6.15 1 5
example.com/x/a.go:6.15,8.4 1 3
example.com/x/a.go:12.2,12.14 1 1
example.com/x/a.go:12.14,14.3 1 0
example.com/x/a.go:3.26,5.25 2 1
`;
    const r = parseCoverage(profile);
    expect(r).toMatchObject({ format: 'go', counts: true });
    const lines = r.files[0]?.lines;
    // the for header (line 5) belongs to the function's block; its body's block starts after `{`
    expect(lines?.get(5)).toBe(2);
    expect(lines?.get(6)).toBe(5);
    expect(lines?.get(7)).toBe(3);
    expect(lines?.get(12)).toBe(1);
    expect(lines?.get(13)).toBe(0);
    expect(parseCoverage('mode: set\na.go:1.1,2.2 1 1\n').counts).toBe(false);
  });

  it('gives `} else if y {` to the else-if test, not to the block its `}` closes', () => {
    // go test -coverprofile of: 7 for range / 8 if s < 0 { / 9 return / 10 } else if s > 100 {
    // 11 continue / 12 } / 13 sum += s; and 17 if f(\n 18 a) { / 19 body
    const profile = `mode: count
example.com/g/g.go:5.42,7.27 2 2
example.com/g/g.go:7.27,8.12 1 4
example.com/g/g.go:13.3,13.11 1 2
example.com/g/g.go:8.12,10.4 1 1
example.com/g/g.go:10.9,10.21 1 3
example.com/g/g.go:10.21,11.12 1 1
example.com/g/g.go:16.2,18.6 1 4
example.com/g/g.go:18.6,20.3 1 1
`;
    const lines = parseCoverage(profile).files[0]?.lines;
    expect(lines?.get(9)).toBe(1);
    expect(lines?.get(10)).toBe(3);
    expect(lines?.get(11)).toBe(1);
    expect(lines?.get(13)).toBe(2);
    // a test over two lines keeps its last line: the body opens where the test ends
    expect(lines?.get(18)).toBe(4);
    expect(lines?.get(19)).toBe(1);
  });

  it('says why a file cannot be read', () => {
    const msg = (text: string) => {
      try {
        parseCoverage(text);
      } catch (err) {
        expect(err).toBeInstanceOf(CoverageError);
        return (err as Error).message;
      }
      throw new Error('parsed');
    };
    expect(msg('')).toBe('The coverage file is empty.');
    expect(msg('hello world')).toMatch(/^This is not a coverage file Codeflow reads: LCOV/);
    expect(msg('{"files": ')).toBe('The coverage file looks like JSON but does not parse.');
    expect(msg('{"totals": {}}')).toBe('The coverage.py JSON report has no "files" object.');
    expect(msg('{"files": {"a.py": {"executed_lines": ["x"]}}}')).toMatch(/line lists for a.py/);
    expect(msg('<html></html>')).toMatch(/not a JaCoCo report/);
    expect(msg('<report name="r"></report>')).toMatch(/no <sourcefile> data/);
    expect(msg('mode: fast\n')).toMatch(/does not start with "mode: set"/);
    expect(msg('mode: set\nnonsense\n')).toBe(
      'Line 2 of the Go cover profile is not a block: nonsense',
    );
    expect(msg('TN:\nDA:1,1\n')).toBe('Line 2 of the LCOV file comes before any SF: record.');
    expect(msg('SF:a.c\nDA:x,1\n')).toBe('Line 2 of the LCOV file is not valid DA data: DA:x,1');
  });
});

describe('matchFile', () => {
  const report = parseCoverage(LCOV);

  it('picks the file whose path ends like the code’s name, the longest shared tail first', () => {
    expect(matchFile(report, 'util.c').path).toBe('/home/ci/src/app/util.c');
    expect(matchFile(report, 'app/main.c').path).toBe('/home/ci/src/app/main.c');
    expect(matchFile(report, '/other/checkout/src/app/util.c').path).toBe(
      '/home/ci/src/app/util.c',
    );
  });

  it('names the files it holds when none fits, or when the code has no name', () => {
    expect(() => matchFile(report, 'other.c')).toThrow(
      'The coverage file holds no data for other.c; it covers /home/ci/src/app/util.c, /home/ci/src/app/main.c.',
    );
    try {
      matchFile(report, null);
    } catch (err) {
      expect(err).toBeInstanceOf(CoverageFileChoiceError);
      expect((err as CoverageFileChoiceError).files).toHaveLength(2);
      expect((err as Error).message).toBe(
        'The coverage file covers 2 files (/home/ci/src/app/util.c, /home/ci/src/app/main.c); choose the one for this code.',
      );
    }
  });

  it('takes the only file of a report whatever the code is called, if its lines fit', () => {
    const one = parseCoverage('SF:x.c\nDA:9,1\nend_of_record\n');
    const file = matchFile(one, 'pasted code');
    expect(file.path).toBe('x.c');
    expect(() => checkFits(file, 9)).not.toThrow();
    expect(() => checkFits(file, 5)).toThrow(
      'The coverage data for x.c reaches line 9, but this code has 5 lines: was it made from another version of the file?',
    );
  });
});
