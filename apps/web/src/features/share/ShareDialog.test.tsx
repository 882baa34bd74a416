import type { FlowchartListItem } from '@codeflow/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../queryClient';
import { stubApi } from '../../test/fakeApi';
import { COPIED_MS } from './copyText';
import { ShareDialog } from './ShareDialog';

const flowchart: FlowchartListItem = {
  id: 'f1',
  title: 'Bubble sort',
  language: 'python',
  is_compact: false,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

/** GET /api/flowcharts/f1: whether a link is active. */
const status = (isShared: boolean) => ({
  body: {
    ...flowchart,
    code: 'x = 1',
    flowchart: 'flowchart TD',
    is_shared: isShared,
  },
});
const LINK = { body: { share_id: 'abc', url: '/editor?shareId=abc' } };

function renderDialog(onClose = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ShareDialog flowchart={flowchart} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('creates nothing on opening: Create link makes the link and shows its full address', async () => {
  const api = stubApi({
    'GET /api/flowcharts/f1': status(false),
    'POST /api/flowcharts/f1/share': LINK,
  });
  renderDialog();
  const user = userEvent.setup();
  const dialog = screen.getByRole('dialog', { name: 'Share flowchart' });
  expect(within(dialog).getByText(/can view “Bubble sort” read-only/)).toBeInTheDocument();
  expect(await within(dialog).findByTestId('share-none')).toHaveTextContent('no link yet');
  expect(api.callsTo('POST /api/flowcharts/f1/share')).toHaveLength(0);

  await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
  expect(await within(dialog).findByLabelText('Share link')).toHaveValue(
    `${window.location.origin}/editor?shareId=abc`,
  );
  expect(api.callsTo('POST /api/flowcharts/f1/share')).toHaveLength(1);
});

it('shows an active link at once, without a Create link button', async () => {
  stubApi({ 'GET /api/flowcharts/f1': status(true), 'POST /api/flowcharts/f1/share': LINK });
  renderDialog();
  const dialog = screen.getByRole('dialog');
  expect(await within(dialog).findByLabelText('Share link')).toHaveValue(
    `${window.location.origin}/editor?shareId=abc`,
  );
  expect(within(dialog).queryByRole('button', { name: 'Create link' })).not.toBeInTheDocument();
});

it('Copy says Copied for 2 s, then Copy again', async () => {
  stubApi({ 'GET /api/flowcharts/f1': status(true), 'POST /api/flowcharts/f1/share': LINK });
  renderDialog();
  const dialog = screen.getByRole('dialog');
  await within(dialog).findByLabelText('Share link');

  vi.useFakeTimers({ shouldAdvanceTime: true });
  // user-event puts its own clipboard in place of the browser's: read back what was copied.
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
  await expect(navigator.clipboard.readText()).resolves.toBe(
    `${window.location.origin}/editor?shareId=abc`,
  );
  expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  expect(within(dialog).getByText('Link copied to clipboard')).toBeInTheDocument();

  await act(() => vi.advanceTimersByTimeAsync(COPIED_MS));
  expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  expect(within(dialog).queryByText('Link copied to clipboard')).not.toBeInTheDocument();
});

it('Revoke asks first; Cancel keeps the link, Revoke link ends it; Close closes', async () => {
  const api = stubApi({
    'GET /api/flowcharts/f1': status(true),
    'POST /api/flowcharts/f1/share': LINK,
    'DELETE /api/flowcharts/f1/share': { status: 204 },
  });
  const onClose = renderDialog();
  const user = userEvent.setup();
  const dialog = screen.getByRole('dialog', { name: 'Share flowchart' });
  await within(dialog).findByLabelText('Share link');

  await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
  const confirm = screen.getByRole('dialog', { name: 'Revoke this link?' });
  expect(confirm).toHaveTextContent('will no longer be able to open “Bubble sort”');
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog', { name: 'Revoke this link?' })).not.toBeInTheDocument();
  expect(api.callsTo('DELETE /api/flowcharts/f1/share')).toHaveLength(0);
  expect(within(dialog).getByLabelText('Share link')).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Revoke this link?' })).getByRole('button', {
      name: 'Revoke link',
    }),
  );
  expect(await within(dialog).findByTestId('share-revoked')).toHaveTextContent('Link revoked.');
  expect(within(dialog).queryByLabelText('Share link')).not.toBeInTheDocument();
  expect(api.callsTo('DELETE /api/flowcharts/f1/share')).toHaveLength(1);
  expect(within(dialog).getByRole('button', { name: 'Create link' })).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('a refused share shows the server detail with Try again', async () => {
  let attempts = 0;
  stubApi({
    'GET /api/flowcharts/f1': status(false),
    'POST /api/flowcharts/f1/share': () => {
      attempts += 1;
      return attempts === 1
        ? { status: 403, body: { detail: 'Upgrade to Premium to share flowcharts' } }
        : { body: { share_id: 'xyz', url: '/editor?shareId=xyz' } };
    },
  });
  renderDialog();
  const user = userEvent.setup();
  const dialog = screen.getByRole('dialog');
  await user.click(await within(dialog).findByRole('button', { name: 'Create link' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Upgrade to Premium to share flowcharts',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
  expect(await within(dialog).findByLabelText('Share link')).toHaveValue(
    `${window.location.origin}/editor?shareId=xyz`,
  );
});

it('Escape asks to close', async () => {
  stubApi({ 'GET /api/flowcharts/f1': status(true), 'POST /api/flowcharts/f1/share': LINK });
  const onClose = renderDialog();
  const user = userEvent.setup();
  await screen.findByLabelText('Share link');
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
});

const EMBED = {
  body: {
    url: 'https://codeflow.example/embed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.svg',
    markdown:
      '![Flowchart: Bubble sort](https://codeflow.example/embed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.svg)',
    html: '<img src="https://codeflow.example/embed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.svg" alt="Flowchart: Bubble sort">',
  },
};
const embedded = (on: boolean) => ({ body: { ...status(false).body, is_embedded: on } });

it('turns the embed on: Markdown and HTML snippets to copy, and a preview from this site', async () => {
  const api = stubApi({
    'GET /api/flowcharts/f1': embedded(false),
    'POST /api/flowcharts/f1/embed': EMBED,
  });
  renderDialog();
  const user = userEvent.setup();
  const section = await screen.findByTestId('embed-section');
  expect(await within(section).findByTestId('embed-off')).toHaveTextContent('The embed is off.');
  expect(api.callsTo('POST /api/flowcharts/f1/embed')).toHaveLength(0);
  await user.click(within(section).getByRole('button', { name: 'Turn on embed' }));
  expect(await within(section).findByLabelText('Markdown')).toHaveValue(EMBED.body.markdown);
  expect(within(section).getByLabelText('HTML')).toHaveValue(EMBED.body.html);
  expect(within(section).getByTestId('embed-preview')).toHaveAttribute(
    'src',
    '/embed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.svg',
  );
  await user.click(within(section).getByRole('button', { name: 'Copy Markdown' }));
  await expect(navigator.clipboard.readText()).resolves.toBe(EMBED.body.markdown);
  expect(within(section).getByText('Markdown copied to clipboard')).toBeInTheDocument();
});

it('shows an embed that is on at once; Turn off asks first, then turns it off', async () => {
  const api = stubApi({
    'GET /api/flowcharts/f1': embedded(true),
    'POST /api/flowcharts/f1/embed': EMBED,
    'DELETE /api/flowcharts/f1/embed': { status: 204 },
  });
  renderDialog();
  const user = userEvent.setup();
  const section = await screen.findByTestId('embed-section');
  expect(await within(section).findByLabelText('Markdown')).toHaveValue(EMBED.body.markdown);
  await user.click(within(section).getByRole('button', { name: 'Turn off embed' }));
  const confirm = screen.getByRole('dialog', { name: 'Turn off this embed?' });
  expect(confirm).toHaveTextContent('will show a broken image');
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(api.callsTo('DELETE /api/flowcharts/f1/embed')).toHaveLength(0);
  await user.click(within(section).getByRole('button', { name: 'Turn off embed' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Turn off this embed?' })).getByRole('button', {
      name: 'Turn off embed',
    }),
  );
  expect(await within(section).findByTestId('embed-off')).toHaveTextContent(
    'no longer shows the chart',
  );
  expect(within(section).queryByLabelText('Markdown')).not.toBeInTheDocument();
  expect(api.callsTo('DELETE /api/flowcharts/f1/embed')).toHaveLength(1);
});

it('explains a plan without sharing, with the way to the plans', async () => {
  stubApi({
    'GET /api/flowcharts/f1': embedded(false),
    'POST /api/flowcharts/f1/embed': {
      status: 403,
      body: { detail: 'Upgrade to Premium to share flowcharts' },
    },
  });
  render(
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient()}>
        <ShareDialog flowchart={flowchart} onClose={vi.fn()} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  const section = await screen.findByTestId('embed-section');
  await user.click(await within(section).findByRole('button', { name: 'Turn on embed' }));
  expect(await within(section).findByRole('alert')).toHaveTextContent(
    'Upgrade to Premium to share flowcharts',
  );
  expect(within(section).getByRole('link', { name: 'See plans' })).toHaveAttribute(
    'href',
    '/pricing',
  );
});
