import type { Flowchart } from '@codeflow/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { stubApi, type FakeRoute } from '../../test/fakeApi';
import { profile, sessionRoutes, signInStorage } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const saved: Flowchart = {
  id: 'f1',
  title: 'Counting',
  language: 'other',
  is_compact: false,
  code: 'count = 1\nprint(count)',
  flowchart: 'flowchart TD\n  A["count = 1"] --> B["print(count)"]',
  is_shared: false,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

function routes(extra: Record<string, FakeRoute>) {
  return {
    ...sessionRoutes(profile({ subscription_tier: 'premium' })),
    'GET /api/flowcharts/f1': { body: saved },
    'POST /api/generate-flowchart': {
      body: { flowchart: saved.flowchart, graph: null, error: null, diagnostics: [] },
    },
    ...extra,
  };
}

async function openSaved() {
  const view = renderApp('/editor', { flowchartId: 'f1' });
  const title = await screen.findByLabelText('Title', {}, { timeout: 15_000 });
  await waitFor(() => expect(title).toHaveValue('Counting'));
  return { ...view, title };
}

beforeEach(() => signInStorage());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

it('an edit marks the flowchart unsaved; Save sends it and says Saved', async () => {
  const api = stubApi(
    routes({
      'PUT /api/flowcharts/f1': (call) => ({ body: { ...saved, ...(call.body as object) } }),
    }),
  );
  const { user, title } = await openSaved();
  const status = screen.getByTestId('save-status');
  expect(status).toHaveTextContent('');

  await user.clear(title);
  await user.type(title, 'Counting to one');
  expect(status).toHaveTextContent('Unsaved changes');

  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(status).toHaveTextContent('Saved'));
  expect(api.callsTo('PUT /api/flowcharts/f1')[0]?.body).toMatchObject({
    title: 'Counting to one',
    language: 'other',
    code: saved.code,
    is_compact: false,
  });
});

it('a refused save shows the server detail and stays unsaved', async () => {
  stubApi(
    routes({
      'PUT /api/flowcharts/f1': { status: 403, body: { detail: 'Upgrade to edit flowcharts' } },
    }),
  );
  const { user, title } = await openSaved();
  await user.type(title, '!');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const status = screen.getByTestId('save-status');
  await waitFor(() => expect(status).toHaveTextContent('Upgrade to edit flowcharts'));
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

  await user.type(title, '?');
  expect(status).toHaveTextContent('Unsaved changes');
});

it('a network failure says so', async () => {
  stubApi(
    routes({ 'PUT /api/flowcharts/f1': () => Promise.reject(new TypeError('fetch failed')) }),
  );
  const { user, title } = await openSaved();
  await user.type(title, '!');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(screen.getByTestId('save-status')).toHaveTextContent(
      'Network error - unable to reach server',
    ),
  );
});

it('Ctrl+S saves instead of the browser’s save page', async () => {
  const api = stubApi(
    routes({
      'PUT /api/flowcharts/f1': (call) => ({ body: { ...saved, ...(call.body as object) } }),
    }),
  );
  const { user, title } = await openSaved();
  await user.type(title, '!');
  const event = new KeyboardEvent('keydown', { key: 's', ctrlKey: true, cancelable: true });
  window.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(true);
  await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Saved'));
  expect(api.callsTo('PUT /api/flowcharts/f1')[0]?.body).toMatchObject({ title: 'Counting!' });
});

it('free plan: Save says why before a click; Save as copy makes a new flowchart and edits it', async () => {
  const api = stubApi({
    ...routes({}),
    ...sessionRoutes(profile({ subscription_tier: 'free', lifetime_flowcharts_created: 1 })),
    'POST /api/flowcharts': (call) => ({
      status: 201,
      body: { ...saved, ...(call.body as object), id: 'f2' },
    }),
  });
  const { user, title } = await openSaved();
  const save = screen.getByRole('button', { name: 'Save' });
  await waitFor(() => expect(save).toBeDisabled());
  expect(save).toHaveAccessibleDescription('Upgrade to edit flowcharts');
  expect(screen.getByTestId('save-blocked')).toHaveTextContent('Upgrade to edit flowcharts');

  await user.type(title, '!');
  await user.click(screen.getByRole('button', { name: 'File' }));
  await user.click(screen.getByRole('menuitem', { name: 'Save as copy' }));
  await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Saved'));
  expect(api.callsTo('POST /api/flowcharts')[0]?.body).toMatchObject({
    title: 'Copy of Counting!',
    code: saved.code,
  });
  expect(title).toHaveValue('Copy of Counting!');
  expect(api.callsTo('PUT /api/flowcharts/f1')).toHaveLength(0);
});

it('History (File menu) lists the versions; a restore loads the version into the editor as saved', async () => {
  const version = {
    version: 1,
    title: 'Counting (first)',
    language: 'other',
    created_at: '2025-01-01T00:00:00Z',
    author: { id: 'u1', name: 'Ada Lovelace' },
    source: 'owner',
  };
  const restored = { ...saved, title: 'Counting (first)', code: 'count = 0' };
  const api = stubApi(
    routes({
      'GET /api/flowcharts/f1/versions': { body: { items: [version], total: 1 } },
      'GET /api/flowcharts/f1/versions/1': { body: { ...version, code: 'count = 0' } },
      'POST /api/flowcharts/f1/versions/1/restore': { body: restored },
    }),
  );
  const { user, title } = await openSaved();
  await user.click(screen.getByRole('button', { name: 'File' }));
  await user.click(screen.getByRole('menuitem', { name: 'History' }));
  const panel = await screen.findByTestId('history-panel');
  await user.click(await within(panel).findByRole('button', { name: /Version 1/ }));
  expect(await within(panel).findByTestId('version-code')).toHaveTextContent('count = 0');
  await user.click(within(panel).getByRole('button', { name: 'Restore' }));
  const confirm = await screen.findByTestId('restore-version-dialog');
  await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
  await waitFor(() => expect(title).toHaveValue('Counting (first)'));
  expect(screen.queryByTestId('history-panel')).toBeNull();
  expect(screen.getByTestId('save-status')).not.toHaveTextContent('Unsaved changes');
  expect(api.callsTo('POST /api/flowcharts/f1/versions/1/restore')).toHaveLength(1);
  expect(api.callsTo('PUT /api/flowcharts/f1')).toHaveLength(0);
});
