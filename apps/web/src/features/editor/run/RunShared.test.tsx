import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fakeApi';
import { profile, sessionRoutes, signInStorage } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

/** Counts the workers the page starts (jsdom has none); a started run never answers here. */
class CountedWorker extends EventTarget {
  static started: string[] = [];
  constructor(url: URL | string) {
    super();
    CountedWorker.started.push(String(url));
  }
  postMessage(): void {}
  terminate(): void {}
}

beforeEach(() => {
  signInStorage();
  CountedWorker.started = [];
  vi.stubGlobal('Worker', CountedWorker);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

it('a flowchart from someone else’s share link never runs by itself: Run asks first', async () => {
  stubApi({
    ...sessionRoutes(profile()),
    'GET /api/shared/s1': {
      body: {
        title: 'Shared loop',
        language: 'python',
        code: 'for i in range(3):\n    print(i)\n',
        flowchart: 'flowchart TD\n  A["for i in range(3)"]',
        is_compact: false,
        owner_full_name: 'Someone Else',
        updated_at: '2025-01-01T00:00:00Z',
      },
    },
    'POST /api/generate-flowchart': {
      body: { flowchart: 'flowchart TD\n  A["x"]', graph: null, error: null, diagnostics: [] },
    },
  });
  const { user } = renderApp('/editor?shareId=s1');
  const run = await screen.findByRole('button', { name: 'Run' }, { timeout: 30_000 });
  const before = CountedWorker.started.filter((u) => u.includes('run.worker')).length;

  await user.click(run);
  const dialog = await screen.findByRole('dialog', { name: 'Run code from a shared link?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(CountedWorker.started.filter((u) => u.includes('run.worker'))).toHaveLength(before);
  expect(screen.getByTestId('run-step')).toHaveTextContent('No run yet');

  await user.click(screen.getByRole('button', { name: 'Run' }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Run it' }),
  );
  await waitFor(() =>
    expect(CountedWorker.started.filter((u) => u.includes('run.worker'))).toHaveLength(before + 1),
  );
  expect(await screen.findByRole('button', { name: 'Stop' })).toBeVisible();
}, 60_000);
