/**
 * The GitHub Action's script end to end: the real `codeflow` CLI on temporary git repositories
 * (changed, added, deleted and renamed files), posting through a loopback stand-in of GitHub's
 * issue-comments REST API (real HTTP; it checks the token, the paths and the bodies). The first
 * run creates the comment, the next one updates that same comment.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRepo, type Repo } from '../packages/engine/src/cli/testSupport/gitRepo';

const SCRIPT = fileURLToPath(new URL('./codeflow-diff.mjs', import.meta.url));
const ACTION = fileURLToPath(new URL('../action.yml', import.meta.url));
const TOKEN = 'ghs_test_token';
const MARKER = '<!-- codeflow-diff -->';

type Comment = { id: number; body: string; html_url: string; user: { login: string } };
type Call = { method: string; path: string; auth?: string; body?: { body?: string } };

/** GitHub's comments API for one repository (owner/repo), kept in memory. */
class GitHubStandIn {
  comments = new Map<number, Comment[]>();
  calls: Call[] = [];
  private nextId = 1000;
  server: Server = createServer((req, res) => {
    void this.handle(req).then(([status, body]) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  url = '';

  async listen(): Promise<void> {
    // a port of this worktree's range (4100-4199)
    for (let port = 4100 + Math.floor(Math.random() * 50); port < 4200; port++) {
      const ok = await new Promise<boolean>((resolve) => {
        this.server.once('error', () => resolve(false));
        this.server.listen(port, '127.0.0.1', () => resolve(true));
      });
      if (ok) {
        this.url = `http://127.0.0.1:${port}/api/v3`;
        return;
      }
    }
    throw new Error('no free port in 4100-4199');
  }

  add(issue: number, body: string, login = 'someone'): Comment {
    const comment = { id: this.nextId++, body, html_url: '', user: { login } };
    comment.html_url = `https://github.example/owner/repo/pull/${issue}#issuecomment-${comment.id}`;
    this.comments.set(issue, [...(this.comments.get(issue) ?? []), comment]);
    return comment;
  }

  private async handle(req: IncomingMessage): Promise<[number, unknown]> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://x');
    const call: Call = { method: req.method ?? '', path: `${url.pathname}${url.search}` };
    if (req.headers.authorization) call.auth = req.headers.authorization;
    if (text) call.body = JSON.parse(text) as { body?: string };
    this.calls.push(call);
    if (req.headers.authorization !== `Bearer ${TOKEN}`)
      return [401, { message: 'Bad credentials' }];
    if (req.headers.accept !== 'application/vnd.github+json') return [415, { message: 'accept' }];
    const list = /^\/api\/v3\/repos\/owner\/repo\/issues\/(\d+)\/comments$/.exec(url.pathname);
    const one = /^\/api\/v3\/repos\/owner\/repo\/issues\/comments\/(\d+)$/.exec(url.pathname);
    if (list && req.method === 'GET') {
      const perPage = Number(url.searchParams.get('per_page') ?? 30);
      const page = Number(url.searchParams.get('page') ?? 1);
      const all = this.comments.get(Number(list[1])) ?? [];
      return [200, all.slice((page - 1) * perPage, page * perPage)];
    }
    if (list && req.method === 'POST') {
      if (typeof call.body?.body !== 'string') return [422, { message: 'body is required' }];
      return [201, this.add(Number(list[1]), call.body.body, 'github-actions[bot]')];
    }
    if (one && req.method === 'PATCH') {
      const found = [...this.comments.values()].flat().find((c) => c.id === Number(one[1]));
      if (!found) return [404, { message: 'Not Found' }];
      if (typeof call.body?.body !== 'string') return [422, { message: 'body is required' }];
      found.body = call.body.body;
      return [200, found];
    }
    return [404, { message: 'Not Found' }];
  }
}

type Result = { code: number; stdout: string; stderr: string; outputs: Record<string, string> };

/** Runs the action's script as action.yml does: `node action/codeflow-diff.mjs`, settings in env. */
function runAction(cwd: string, env: Record<string, string>): Promise<Result> {
  const outputFile = path.join(mkdtempSync(path.join(tmpdir(), 'gh-output-')), 'output');
  writeFileSync(outputFile, '');
  return new Promise((resolve) => {
    execFile(
      'node',
      [SCRIPT],
      {
        cwd,
        timeout: 60_000,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: cwd,
          GITHUB_REPOSITORY: 'owner/repo',
          GITHUB_SERVER_URL: 'https://github.example',
          GITHUB_RUN_ID: '42',
          GITHUB_OUTPUT: outputFile,
          ...env,
        },
      },
      (err, stdout, stderr) => {
        const code = err ? (err as { code?: unknown }).code : 0;
        const outputs = Object.fromEntries(
          readFileSync(outputFile, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
        );
        resolve({ code: typeof code === 'number' ? code : 1, stdout, stderr, outputs });
      },
    );
  });
}

const CALC = 'def add(a, b):\n    return a + b\n\ndef sub(a, b):\n    return a - b\n';
const CALC_PR = CALC.replace('return a - b', 'if b > a:\n        return 0\n    return a - b');
const SHAPES = 'class Shape {\n  int area(int w, int h) {\n    return w * h;\n  }\n}\n';

let gh: GitHubStandIn;
let repo: Repo;
let base: string;
let head: string;
beforeAll(async () => {
  gh = new GitHubStandIn();
  await gh.listen();
  // someone else's comments first: more than one page, so the marker is looked for on page 2
  for (let i = 0; i < 100; i++) gh.add(7, `looks good ${i}`);
  repo = makeRepo('codeflow-action-');
  base = repo.commit('base', {
    'src/calc.py': CALC,
    'src/legacy.py': 'def legacy():\n    print("old")\n',
    'src/Shapes.java': SHAPES,
    'docs/notes.md': 'notes\n',
  });
  head = repo.commit('pull request', {
    'src/calc.py': CALC_PR,
    'src/legacy.py': null,
    'src/Shapes.java': null,
    'src/geometry/Shapes.java': SHAPES.replace('return w * h;', 'return w * h / 2;'),
    'web/app.ts': 'export function greet(name: string): string {\n  return `hi ${name}`;\n}\n',
  });
});
afterAll(() => new Promise<void>((resolve) => gh.server.close(() => resolve())));

const settings = (extra: Record<string, string> = {}): Record<string, string> => ({
  CODEFLOW_BASE: base,
  CODEFLOW_HEAD: head,
  CODEFLOW_OUT_DIR: 'codeflow-diff',
  GITHUB_API_URL: gh.url,
  GITHUB_TOKEN: TOKEN,
  PR_NUMBER: '7',
  ...extra,
});

describe('the codeflow-diff action script', () => {
  it('first run: diffs the pull request and creates one comment with the report', async () => {
    gh.calls = [];
    const r = await runAction(repo.dir, settings());
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(gh.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/v3/repos/owner/repo/issues/7/comments?per_page=100&page=1',
      'GET /api/v3/repos/owner/repo/issues/7/comments?per_page=100&page=2',
      'POST /api/v3/repos/owner/repo/issues/7/comments',
    ]);
    expect(gh.calls.every((c) => c.auth === `Bearer ${TOKEN}`)).toBe(true);
    const mine = gh.comments.get(7)?.filter((c) => c.body.startsWith(MARKER)) ?? [];
    expect(mine).toHaveLength(1);
    const body = mine[0]?.body ?? '';
    expect(body).toContain(`## Flowchart changes: ${base}..${head}`);
    expect(body).toContain('| `src/calc.py` | `sub` | 🟠 changed | +2 / −0 / ~0 | +4 / −1 |');
    expect(body).toContain('| `src/legacy.py` | `legacy` | 🔴 removed |');
    expect(body).toContain('| `web/app.ts` | `greet` | 🟢 added |');
    expect(body).toContain(
      '### `src/geometry/Shapes.java` (renamed from `src/Shapes.java`) · `Shape.area`: 🟠 changed',
    );
    expect(body).not.toContain('notes.md');
    // the drawings are files of the run: linked to its artifact, not broken images
    expect(body).not.toMatch(/!\[[^\]]*\]\(charts\//);
    expect(body).toContain(
      "[sub: combined diff (SVG in the run's artifact)](https://github.example/owner/repo/actions/runs/42)",
    );
    expect(r.outputs['comment-url']).toBe(mine[0]?.html_url);
    expect(r.outputs.report).toBe(path.join('codeflow-diff', 'report.md'));
    expect(
      readFileSync(
        path.join(repo.dir, 'codeflow-diff', 'charts', 'src_calc.py', 'sub.diff.svg'),
        'utf8',
      ),
    ).toContain('data-diff="added"');
  });

  it('next push: the same comment is updated, not a second one', async () => {
    const first = gh.comments.get(7)?.find((c) => c.body.startsWith(MARKER));
    const next = repo.commit('review fixes', { 'src/calc.py': CALC_PR.replace('a + b', 'b + a') });
    gh.calls = [];
    const r = await runAction(
      repo.dir,
      settings({ CODEFLOW_HEAD: next, CODEFLOW_IMAGE_BASE_URL: 'https://cdn.example/pr-7/' }),
    );
    expect(r.code).toBe(0);
    expect(gh.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/v3/repos/owner/repo/issues/7/comments?per_page=100&page=1',
      'GET /api/v3/repos/owner/repo/issues/7/comments?per_page=100&page=2',
      `PATCH /api/v3/repos/owner/repo/issues/comments/${first?.id}`,
    ]);
    const mine = gh.comments.get(7)?.filter((c) => c.body.startsWith(MARKER)) ?? [];
    expect(mine).toHaveLength(1);
    expect(mine[0]?.id).toBe(first?.id);
    expect(mine[0]?.body).toContain(`## Flowchart changes: ${base}..${next}`);
    expect(mine[0]?.body).toContain('| `src/calc.py` | `add` | 🟠 changed |');
    // with a published out-dir the drawings show inline
    expect(mine[0]?.body).toContain(
      '![sub: combined diff](https://cdn.example/pr-7/charts/src_calc.py/sub.diff.svg)',
    );
    expect(gh.comments.get(7)).toHaveLength(101);
  });

  it('the pull request number comes from the event file when PR_NUMBER is unset', async () => {
    const event = path.join(mkdtempSync(path.join(tmpdir(), 'gh-event-')), 'event.json');
    writeFileSync(event, JSON.stringify({ pull_request: { number: 9 } }));
    const r = await runAction(
      repo.dir,
      settings({ PR_NUMBER: '', GITHUB_EVENT_PATH: event, CODEFLOW_PATHS: 'src/calc.py' }),
    );
    expect(r.code).toBe(0);
    expect(gh.comments.get(9)?.[0]?.body.startsWith(MARKER)).toBe(true);
  });

  it('outside a pull request, or with comment false: the report only', async () => {
    gh.calls = [];
    const push = await runAction(repo.dir, settings({ PR_NUMBER: '', CODEFLOW_PATHS: 'web' }));
    expect(push.code).toBe(0);
    expect(push.stdout).toContain('Not a pull request');
    const off = await runAction(
      repo.dir,
      settings({ CODEFLOW_COMMENT: 'false', CODEFLOW_PATHS: 'web src/calc.py' }),
    );
    expect(readFileSync(path.join(repo.dir, 'codeflow-diff', 'report.md'), 'utf8')).toContain(
      '2 files:',
    );
    expect(off.code).toBe(0);
    expect(gh.calls).toEqual([]);
  });

  it('a bad token fails the step with GitHub message; a bad commit with the CLI error', async () => {
    const denied = await runAction(
      repo.dir,
      settings({ GITHUB_TOKEN: 'wrong', CODEFLOW_PATHS: 'web' }),
    );
    expect(denied.code).toBe(1);
    expect(denied.stderr).toContain(
      '::error::GitHub API GET /repos/owner/repo/issues/7/comments?per_page=100&page=1: 401 Bad credentials',
    );
    const bad = await runAction(repo.dir, settings({ CODEFLOW_BASE: 'deadbeef' }));
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("codeflow diff: bad revision 'deadbeef'");
    expect(bad.stderr).toContain('::error::codeflow diff failed (exit 1)');
  });

  it('action.yml runs this script with the settings it reads', () => {
    const yml = readFileSync(ACTION, 'utf8');
    expect(yml).toContain('using: composite');
    expect(yml).toContain('run: node "$GITHUB_ACTION_PATH/action/codeflow-diff.mjs"');
    for (const name of [
      'CODEFLOW_BASE',
      'CODEFLOW_HEAD',
      'CODEFLOW_PATHS',
      'CODEFLOW_OUT_DIR',
      'CODEFLOW_COMMENT',
      'CODEFLOW_IMAGE_BASE_URL',
      'GITHUB_TOKEN',
      'PR_NUMBER',
    ])
      expect(yml).toMatch(new RegExp(`\\n {8}${name}: \\$\\{\\{`));
  });
});
