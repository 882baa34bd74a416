#!/usr/bin/env node
// The GitHub Action's script (action.yml): runs `codeflow diff --git BASE..HEAD --format markdown`
// and posts the report on the pull request as one comment, found again by a hidden marker and
// updated on the next run instead of adding another. Plain ESM JavaScript: the runner's Node 24
// runs it without a build. Reads its settings from the environment:
//   CODEFLOW_BASE, CODEFLOW_HEAD  commits to compare (required)
//   CODEFLOW_PATHS                space-separated paths to limit the comparison to (optional)
//   CODEFLOW_OUT_DIR              where the report and its SVGs go (default codeflow-diff)
//   CODEFLOW_COMMENT              'false' to write the report without commenting
//   CODEFLOW_IMAGE_BASE_URL       where the out-dir is published, to show the drawings inline
//   GITHUB_TOKEN                  token allowed to write pull-request comments
//   PR_NUMBER                     the pull request (default: from GITHUB_EVENT_PATH)
//   GITHUB_API_URL, GITHUB_REPOSITORY, GITHUB_SERVER_URL, GITHUB_RUN_ID, GITHUB_OUTPUT: the runner's
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MARKER = '<!-- codeflow-diff -->';
/** GitHub refuses comment bodies over 65,536 characters */
export const MAX_BODY = 65_000;
const CLI = fileURLToPath(new URL('../packages/engine/bin/codeflow.js', import.meta.url));

class ActionError extends Error {}

/** The comment: marker, the report with its drawings linked where they can be seen. */
export function commentBody(report, env) {
  const base = env.CODEFLOW_IMAGE_BASE_URL?.replace(/\/+$/, '');
  const run =
    env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
      ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
      : undefined;
  // a comment cannot show files of the runner: inline from where they are published, else a
  // link to the run, whose artifact holds them
  const text = report.replace(/!\[([^\]]*)\]\(([^)\s]+)\)/g, (all, alt, rel) => {
    if (/^[a-z]+:/i.test(rel)) return all;
    if (base) return `![${alt}](${base}/${rel})`;
    return run ? `[${alt} (SVG in the run's artifact)](${run})` : `_${alt}_`;
  });
  const footer = run ? `\n\n<sub>Drawn by codeflow in [this run](${run}).</sub>\n` : '\n';
  let body = `${MARKER}\n${text.trimEnd()}${footer}`;
  if (body.length > MAX_BODY) {
    const note = `\n\n…the report is too long for a comment; the whole report is in ${run ? `[the run's artifact](${run})` : "the run's artifact"}.\n`;
    body = body.slice(0, MAX_BODY - note.length) + note;
  }
  return body;
}

function pullRequestNumber(env) {
  if (env.PR_NUMBER) return Number(env.PR_NUMBER);
  if (!env.GITHUB_EVENT_PATH) return undefined;
  try {
    const event = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8'));
    return event.pull_request?.number ?? event.issue?.number;
  } catch {
    return undefined;
  }
}

/** A GitHub REST call; throws an ActionError naming the call and GitHub's message. */
async function github(env, method, route, body) {
  const api = (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
  const response = await globalThis.fetch(`${api}${route}`, {
    method,
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${env.GITHUB_TOKEN}`,
      'x-github-api-version': '2022-11-28',
      'user-agent': 'codeflow-diff-action',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) {
    let message = text;
    try {
      message = JSON.parse(text).message ?? text;
    } catch {
      // not JSON: the text as it is
    }
    throw new ActionError(`GitHub API ${method} ${route}: ${response.status} ${message}`);
  }
  return text ? JSON.parse(text) : null;
}

/** Creates the report comment, or updates the one an earlier run made. */
export async function upsertComment(env, number, body) {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  if (!owner || !repo) throw new ActionError('GITHUB_REPOSITORY must be owner/repo');
  const issue = `/repos/${owner}/${repo}/issues`;
  let existing;
  for (let page = 1; !existing; page++) {
    const comments = await github(
      env,
      'GET',
      `${issue}/${number}/comments?per_page=100&page=${page}`,
    );
    existing = comments.find((c) => typeof c.body === 'string' && c.body.startsWith(MARKER));
    if (comments.length < 100) break;
  }
  if (existing) {
    const updated = await github(env, 'PATCH', `${issue}/comments/${existing.id}`, { body });
    return { action: 'updated', id: updated.id, url: updated.html_url };
  }
  const created = await github(env, 'POST', `${issue}/${number}/comments`, { body });
  return { action: 'created', id: created.id, url: created.html_url };
}

function setOutput(env, name, value) {
  if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, `${name}=${value}\n`);
}

export async function run(env = process.env, log = console) {
  const { CODEFLOW_BASE: base, CODEFLOW_HEAD: head } = env;
  if (!base || !head) throw new ActionError('CODEFLOW_BASE and CODEFLOW_HEAD are required');
  const outDir = env.CODEFLOW_OUT_DIR || 'codeflow-diff';
  const paths = (env.CODEFLOW_PATHS ?? '').split(/\s+/).filter(Boolean);
  const reportFile = path.join(outDir, 'report.md');
  // a report left by an earlier run must never be posted for this one
  rmSync(reportFile, { force: true });
  const args = ['diff', '--git', `${base}..${head}`, '--format', 'markdown', '--out-dir', outDir];
  const cli = spawnSync(process.execPath, [env.CODEFLOW_BIN || CLI, ...args, '--', ...paths], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (!existsSync(reportFile)) throw new ActionError(`codeflow diff failed (exit ${cli.status})`);
  // with a report, exit 1 means a file could not be drawn (named there and above)
  if (cli.status !== 0) log.warn('::warning::codeflow could not draw some files (see above)');
  setOutput(env, 'report', reportFile);
  if (env.CODEFLOW_COMMENT === 'false') return { action: 'none' };
  const number = pullRequestNumber(env);
  if (!number) {
    log.log(`Not a pull request: the report is in ${reportFile}, no comment posted.`);
    return { action: 'none' };
  }
  if (!env.GITHUB_TOKEN) throw new ActionError('GITHUB_TOKEN is required to comment');
  const body = commentBody(readFileSync(reportFile, 'utf8'), env);
  const result = await upsertComment(env, number, body);
  log.log(`Comment ${result.action}: ${result.url}`);
  setOutput(env, 'comment-url', result.url);
  return result;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  run().catch((error) => {
    console.error(
      `::error::${error instanceof ActionError ? error.message : (error?.stack ?? error)}`,
    );
    process.exitCode = 1;
  });
}
