import {
  UPGRADE_TO_EDIT,
  type Flowchart,
  type VersionDetail,
  type VersionListItem,
} from '@codeflow/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../queryClient';
import { stubApi } from '../../test/fakeApi';
import { signInStorage } from '../../test/fixtures';
import { HistoryPanel } from './HistoryPanel';

const ID = '11111111-1111-4111-8111-111111111111';
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const item = (version: number, extra: Partial<VersionListItem> = {}): VersionListItem => ({
  version,
  title: `Title ${version}`,
  language: 'python',
  created_at: minutesAgo(version === 3 ? 0 : 10 * (4 - version)),
  author: { id: 'u1', name: 'Ada Lovelace' },
  source: 'owner',
  ...extra,
});
const versions = [
  item(3, { author: null, source: 'collab' }),
  item(2, { author: { id: 'u2', name: 'Max Member' }, source: 'member' }),
  item(1),
];
const detail = (version: number): VersionDetail => ({
  ...(versions.find((v) => v.version === version) as VersionListItem),
  code: `x = ${version}\n`,
});
const restored: Flowchart = {
  id: ID,
  title: 'Title 1',
  language: 'python',
  is_compact: false,
  created_at: minutesAgo(60),
  updated_at: minutesAgo(0),
  code: 'x = 1\n',
  flowchart: 'flowchart TD',
  is_shared: false,
};

function renderPanel(canRestore = true) {
  const onRestored = vi.fn();
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient()}>
        <HistoryPanel
          flowchartId={ID}
          canRestore={canRestore}
          onRestored={onRestored}
          onClose={onClose}
        />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { user, onRestored, onClose };
}

const routes = {
  [`GET /api/flowcharts/${ID}/versions`]: { body: { items: versions, total: 3 } },
  [`GET /api/flowcharts/${ID}/versions/1`]: { body: detail(1) },
  [`GET /api/flowcharts/${ID}/versions/2`]: { body: detail(2) },
};

beforeEach(() => signInStorage());

it('lists the versions newest first with relative times and authors', async () => {
  stubApi(routes);
  renderPanel();
  const list = await screen.findByRole('list', { name: 'Versions' });
  const rows = within(list).getAllByRole('button');
  expect(rows).toHaveLength(3);
  const [newest, middle, oldest] = rows as [HTMLElement, HTMLElement, HTMLElement];
  expect(newest).toHaveTextContent(/^Version 3 · Title 3\s*just now · Live editing$/);
  expect(middle).toHaveTextContent(/^Version 2 · Title 2\s*20 minutes ago · Max Member$/);
  expect(oldest).toHaveTextContent(/^Version 1 · Title 1\s*30 minutes ago · Ada Lovelace$/);
});

it('opens a version read-only and restores it after a confirmation', async () => {
  const api = stubApi({
    ...routes,
    [`POST /api/flowcharts/${ID}/versions/1/restore`]: { body: restored },
  });
  const { user, onRestored } = renderPanel();
  await user.click(await screen.findByRole('button', { name: /Version 1/ }));
  expect(await screen.findByTestId('version-code')).toHaveTextContent('x = 1');
  expect(screen.queryByRole('textbox')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Restore' }));
  const dialog = await screen.findByTestId('restore-version-dialog');
  expect(dialog).toHaveTextContent('Restore version 1?');
  await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
  await waitFor(() => expect(onRestored).toHaveBeenCalledWith(restored));
  expect(api.callsTo(`POST /api/flowcharts/${ID}/versions/1/restore`)).toHaveLength(1);
  // the list is asked again: the restore made a new version
  await waitFor(() =>
    expect(api.callsTo(`GET /api/flowcharts/${ID}/versions`).length).toBeGreaterThan(1),
  );
});

it('offers no Restore to a reader who cannot edit', async () => {
  stubApi(routes);
  const { user } = renderPanel(false);
  await user.click(await screen.findByRole('button', { name: /Version 2/ }));
  expect(await screen.findByTestId('version-code')).toHaveTextContent('x = 2');
  expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
});

it("shows the server's reason when a restore is refused, and keeps the dialog open", async () => {
  stubApi({
    ...routes,
    [`POST /api/flowcharts/${ID}/versions/1/restore`]: {
      status: 403,
      body: { detail: UPGRADE_TO_EDIT },
    },
  });
  const { user, onRestored } = renderPanel();
  await user.click(await screen.findByRole('button', { name: /Version 1/ }));
  await user.click(await screen.findByRole('button', { name: 'Restore' }));
  const dialog = await screen.findByTestId('restore-version-dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(UPGRADE_TO_EDIT);
  expect(onRestored).not.toHaveBeenCalled();
});

it('links an open version to the Compare page, with the current one and with the previous one', async () => {
  stubApi(routes);
  const { user } = renderPanel(false);
  await user.click(await screen.findByRole('button', { name: /Version 2/ }));
  expect(await screen.findByRole('link', { name: 'Compare with current' })).toHaveAttribute(
    'href',
    `/compare?flowchart=${ID}&from=2&to=current`,
  );
  expect(screen.getByRole('link', { name: 'Compare with previous' })).toHaveAttribute(
    'href',
    `/compare?flowchart=${ID}&from=1&to=2`,
  );
});

it('says when the versions cannot be loaded', async () => {
  stubApi({
    [`GET /api/flowcharts/${ID}/versions`]: {
      status: 404,
      body: { detail: 'Flowchart not found' },
    },
  });
  renderPanel();
  expect(await screen.findByRole('alert')).toHaveTextContent('Flowchart not found');
});
