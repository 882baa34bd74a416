import type { Flowchart } from '@codeflow/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { stubApi, type FakeRoute } from '../../test/fakeApi';
import { profile, sessionRoutes, signInStorage } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const created: Flowchart = {
  id: 'new1',
  title: 'Untitled',
  language: 'other',
  is_compact: false,
  code: 'a = 1',
  flowchart: 'flowchart TD\n  A["a = 1"]',
  is_shared: false,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

function routes(extra: Record<string, FakeRoute>) {
  return {
    ...sessionRoutes(profile({ subscription_tier: 'premium' })),
    'POST /api/generate-flowchart': {
      body: { flowchart: created.flowchart, graph: null, error: null, diagnostics: [] },
    },
    ...extra,
  };
}

async function openBlank() {
  const view = renderApp('/editor');
  const title = await screen.findByLabelText('Title', {}, { timeout: 15_000 });
  return { ...view, title };
}

const pressCtrlS = () =>
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 's', ctrlKey: true, cancelable: true }));

beforeEach(() => signInStorage());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

it('Ctrl+S with nothing to save says why, and an edit clears it', async () => {
  const api = stubApi(routes({}));
  const { user, title } = await openBlank();
  pressCtrlS();
  const status = screen.getByTestId('save-status');
  await waitFor(() => expect(status).toHaveTextContent('Type or paste some code to save it'));
  expect(api.callsTo('POST /api/flowcharts')).toHaveLength(0);

  await user.type(title, 'A');
  expect(status).not.toHaveTextContent('Type or paste some code to save it');
});

it('a first save creates the flowchart; the next save updates that one', async () => {
  const api = stubApi(
    routes({
      'POST /api/flowcharts': (call) => ({
        status: 201,
        body: { ...created, ...(call.body as object) },
      }),
      'PUT /api/flowcharts/new1': (call) => ({ body: { ...created, ...(call.body as object) } }),
    }),
  );
  const { user, title, router } = await openBlank();
  await user.click(screen.getByTestId('insert-sample'));
  await user.type(title, 'Mine');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const status = screen.getByTestId('save-status');
  await waitFor(() => expect(status).toHaveTextContent('Saved'));
  expect(api.callsTo('POST /api/flowcharts')[0]?.body).toMatchObject({ title: 'Mine' });
  // a reload reopens the saved flowchart
  await waitFor(() => expect(router.state.location.state).toMatchObject({ flowchartId: 'new1' }));

  await user.type(title, '!');
  expect(status).toHaveTextContent('Unsaved changes');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(status).toHaveTextContent('Saved'));
  expect(api.callsTo('PUT /api/flowcharts/new1')[0]?.body).toMatchObject({ title: 'Mine!' });
  expect(api.callsTo('POST /api/flowcharts')).toHaveLength(1);
});
