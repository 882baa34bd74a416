import {
  inviteLimitMessage,
  MAX_TEAM_SIZE,
  organizationMessages,
  type TeamMember,
} from '@codeflow/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { stubApi, type FakeRoute } from '../../test/fakeApi';
import { profile, sessionRoutes, signInStorage } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const member = (i: number): TeamMember => ({
  id: `m${i}`,
  email: `m${i}@example.com`,
  full_name: `Member ${i}`,
  added_at: '2026-01-01T00:00:00Z',
});

function ownerRoutes(members: TeamMember[], extra: Record<string, FakeRoute> = {}) {
  return {
    ...sessionRoutes(profile({ subscription_tier: 'organization' })),
    'GET /api/flowcharts/user': { body: [] },
    'GET /api/organization/organization-info': {
      body: {
        team_size: members.length,
        max_team_size: MAX_TEAM_SIZE,
        subscription_status: 'active',
        is_owner: true,
        owner_full_name: 'Ada Lovelace',
      },
    },
    'GET /api/organization/team-members': { body: members },
    'GET /api/organization/team-flowcharts': { body: [] },
    ...extra,
  };
}

// the first wait of a test loads the dashboard's lazy chunk: leave room for a busy machine
const SLOW = { timeout: 5000 };

beforeEach(() => signInStorage());

it('tells a user without the Organization tier that teams need it, with a link to /pricing', async () => {
  const api = stubApi({
    ...sessionRoutes(profile({ subscription_tier: 'premium' })),
    'GET /api/flowcharts/user': { body: [] },
  });
  renderApp('/dashboard');
  const panel = await screen.findByTestId('team-panel', {}, SLOW);
  expect(panel).toHaveTextContent('Team management is available on the Organization tier only.');
  expect(within(panel).getByRole('link', { name: 'See plans' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  // only the invitations any account may receive (decision 033); nothing of team management
  expect(
    api.calls.filter(
      (c) =>
        c.path.startsWith('/api/organization') && c.path !== '/api/organization/my-invitations',
    ),
  ).toEqual([]);
  expect(screen.queryByRole('heading', { name: 'Team' })).toBeNull();
});

it('lists members and adds one with an invite link by default (no password sent)', async () => {
  const api = stubApi(
    ownerRoutes([member(1)], {
      'POST /api/organization/add-member': { status: 201, body: member(2) },
    }),
  );
  const { user } = renderApp('/dashboard');
  const list = await screen.findByRole('list', { name: 'Team members' }, SLOW);
  expect(await within(list).findByText('Member 1')).toBeInTheDocument();
  expect(
    screen.getByRole('heading', { name: /Team Management \(maximum 10 members\)/ }),
  ).toBeInTheDocument();

  await user.type(screen.getByLabelText('Full name'), 'Grace Hopper');
  await user.type(screen.getByLabelText('Email'), 'grace@example.com');
  expect(screen.queryByLabelText('Password')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Add member' }));

  expect(await screen.findByText(organizationMessages.added)).toBeInTheDocument();
  expect(api.callsTo('POST /api/organization/add-member')[0]?.body).toEqual({
    full_name: 'Grace Hopper',
    email: 'grace@example.com',
  });
  // docs/product.md#constants-and-limits: the message clears after 3 s
  await waitFor(() => expect(screen.queryByText(organizationMessages.added)).toBeNull(), {
    timeout: 4000,
  });
}, 10_000);

it('sets a password now with Generate: 12 characters sent with the member', async () => {
  const api = stubApi(
    ownerRoutes([], { 'POST /api/organization/add-member': { status: 201, body: member(3) } }),
  );
  const { user } = renderApp('/dashboard');
  await user.click(await screen.findByLabelText(/Set a password now/, {}, SLOW));
  await user.type(screen.getByLabelText('Full name'), 'Alan Turing');
  await user.type(screen.getByLabelText('Email'), 'alan@example.com');
  await user.click(screen.getByRole('button', { name: 'Add member' }));
  expect(await screen.findByText(organizationMessages.missingFields)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Generate' }));
  const password = screen.getByLabelText<HTMLInputElement>('Password').value;
  expect(password).toMatch(/^[A-Za-z0-9!@#$%]{12}$/);
  await user.click(screen.getByRole('button', { name: 'Add member' }));
  await screen.findByText(organizationMessages.added);
  expect(api.callsTo('POST /api/organization/add-member')[0]?.body).toEqual({
    full_name: 'Alan Turing',
    email: 'alan@example.com',
    password,
  });
});

it('shows the server refusal when adding fails', async () => {
  stubApi(
    ownerRoutes([], {
      'POST /api/organization/add-member': {
        status: 409,
        body: { detail: organizationMessages.emailUnavailable },
      },
    }),
  );
  const { user } = renderApp('/dashboard');
  await user.type(await screen.findByLabelText('Full name', {}, SLOW), 'Dup');
  await user.type(screen.getByLabelText('Email'), 'dup@example.com');
  await user.click(screen.getByRole('button', { name: 'Add member' }));
  expect(
    await screen.findByText(
      `${organizationMessages.addFailed}: ${organizationMessages.emailUnavailable}`,
    ),
  ).toBeInTheDocument();
});

// issue 21, finding 9: invites are limited per owner; the server's words and wait are shown
it('shows the invite limit when the server answers 429', async () => {
  const detail = inviteLimitMessage(1800);
  stubApi(
    ownerRoutes([], {
      'POST /api/organization/add-member': {
        status: 429,
        body: { detail },
      },
    }),
  );
  const { user } = renderApp('/dashboard');
  await user.type(await screen.findByLabelText('Full name', {}, SLOW), 'Many');
  await user.type(screen.getByLabelText('Email'), 'many@example.com');
  await user.click(screen.getByRole('button', { name: 'Add member' }));
  expect(
    await screen.findByText(`${organizationMessages.addFailed}: ${detail}`),
  ).toBeInTheDocument();
  expect(detail).toMatch(/Try again in 30 minutes/);
});

it('disables Add at the maximum and says why', async () => {
  stubApi(ownerRoutes(Array.from({ length: MAX_TEAM_SIZE }, (_, i) => member(i))));
  renderApp('/dashboard');
  expect(
    await screen.findByText('Your team has reached its maximum of 10 members.', {}, SLOW),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add member' })).toBeDisabled();
});

it('removes a member after confirmation', async () => {
  const api = stubApi(
    ownerRoutes([member(1)], { 'DELETE /api/organization/remove-member/m1': { status: 204 } }),
  );
  const { user } = renderApp('/dashboard');
  await user.click(await screen.findByRole('button', { name: 'Remove Member 1' }, SLOW));
  const dialog = await screen.findByTestId('remove-member-dialog');
  expect(api.callsTo('DELETE /api/organization/remove-member/m1')).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText(organizationMessages.removed)).toBeInTheDocument();
  expect(api.callsTo('DELETE /api/organization/remove-member/m1')).toHaveLength(1);
});

it('shows a member their team and the Team section, without managing it', async () => {
  stubApi({
    ...sessionRoutes(profile({ role: 'team_member', subscription_tier: 'free' })),
    'GET /api/subscription/features': {
      body: {
        team_management: false,
        flowchart_limit: null,
        can_edit: true,
        can_share: true,
        max_code_lines: 20000,
        export_formats: ['svg', 'png', 'jpeg', 'pdf'],
        versions_kept: 100,
        coverage_import: true,
      },
    },
    'GET /api/flowcharts/user': { body: [] },
    'GET /api/organization/organization-info': {
      body: {
        team_size: 1,
        max_team_size: 10,
        subscription_status: 'active',
        is_owner: false,
        owner_full_name: 'Olga',
      },
    },
    'GET /api/organization/team-members': { body: [member(1)] },
    'GET /api/organization/team-flowcharts': {
      body: [
        {
          id: 'f1',
          title: 'Shared loop',
          language: 'python',
          updated_at: '2026-01-01T00:00:00Z',
          shared_at: '2026-01-01T00:00:00Z',
          owner_id: 'o1',
          owner_full_name: 'Olga',
          is_mine: false,
        },
      ],
    },
  });
  renderApp('/dashboard');
  expect(await screen.findByText('You are a member of Olga’s team.', {}, SLOW)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add member' })).toBeNull();
  expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  const card = await screen.findByTestId('team-flowchart-card');
  expect(card).toHaveTextContent('Shared loop');
  expect(card).toHaveTextContent('By Olga');
  expect(within(card).getByRole('button', { name: 'Open' })).toBeEnabled();
  expect(within(card).queryByRole('button', { name: 'Stop sharing' })).toBeNull();
});

// issue 22, items 13 and 22
it('asks only for the name and email when inviting, and takes the refusal down on edit', async () => {
  const api = stubApi(ownerRoutes([]));
  const { user } = renderApp('/dashboard');
  await user.click(await screen.findByRole('button', { name: 'Add member' }, SLOW));
  expect(await screen.findByText(organizationMessages.missingNameOrEmail)).toBeInTheDocument();
  expect(screen.queryByText(organizationMessages.missingFields)).toBeNull();
  expect(api.callsTo('POST /api/organization/add-member')).toHaveLength(0);
  await user.type(screen.getByLabelText('Full name'), 'G');
  expect(screen.queryByText(organizationMessages.missingNameOrEmail)).toBeNull();
});

it('adds once when Add member is double-clicked', async () => {
  let release: () => void = () => undefined;
  const api = stubApi(
    ownerRoutes([], {
      'POST /api/organization/add-member': () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 201, body: member(4) });
        }),
    }),
  );
  const { user } = renderApp('/dashboard');
  await user.type(await screen.findByLabelText('Full name', {}, SLOW), 'Grace Hopper');
  await user.type(screen.getByLabelText('Email'), 'grace@example.com');
  await user.dblClick(screen.getByRole('button', { name: 'Add member' }));
  await waitFor(() => expect(api.callsTo('POST /api/organization/add-member')).toHaveLength(1));
  release();
  expect(await screen.findByText(organizationMessages.added)).toBeInTheDocument();
  expect(screen.queryByText(organizationMessages.addFailed, { exact: false })).toBeNull();
  expect(api.callsTo('POST /api/organization/add-member')).toHaveLength(1);
});

it('tells a member on the dashboard that their plan comes from the team, and whose (item 10)', async () => {
  stubApi({
    ...sessionRoutes(profile({ role: 'team_member', subscription_tier: 'free' })),
    'GET /api/flowcharts/user': { body: [] },
    'GET /api/organization/organization-info': {
      body: {
        team_size: 1,
        max_team_size: 10,
        subscription_status: 'active',
        is_owner: false,
        owner_full_name: 'Olga',
      },
    },
    'GET /api/organization/team-members': { body: [member(1)] },
    'GET /api/organization/team-flowcharts': { body: [] },
  });
  renderApp('/dashboard');
  await waitFor(
    () =>
      expect(screen.getByTestId('plan-badge')).toHaveTextContent(
        'Organization plan via Olga’s team',
      ),
    SLOW,
  );
});

it('shows an invitee the invitation on the dashboard and joins on Accept (decision 033)', async () => {
  let accepted = false;
  const api = stubApi({
    ...sessionRoutes(profile({ subscription_tier: 'free' })),
    'GET /api/flowcharts/user': { body: [] },
    'GET /api/organization/my-invitations': () => ({
      body: accepted
        ? []
        : [
            {
              id: 'inv1',
              owner_full_name: 'Olga',
              created_at: '2026-01-01T00:00:00Z',
              expires_at: '2099-01-08T00:00:00Z',
            },
          ],
    }),
    'POST /api/organization/my-invitations/inv1/accept': () => {
      accepted = true;
      return { body: { message: organizationMessages.invitationAccepted('Olga') } };
    },
  });
  const { user } = renderApp('/dashboard?invitation=inv1&action=accept');
  const notice = await screen.findByTestId('my-invitation', {}, SLOW);
  expect(notice).toHaveTextContent('Join Olga’s team?');
  expect(notice).toHaveTextContent('Your own flowcharts stay yours and private');
  // the link alone never joins: nothing is sent before the click
  expect(api.callsTo('POST /api/organization/my-invitations/inv1/accept')).toHaveLength(0);
  await user.click(within(notice).getByRole('button', { name: 'Accept and join' }));
  expect(await screen.findByText(organizationMessages.invitationAccepted('Olga'))).toBeVisible();
  expect(api.callsTo('POST /api/organization/my-invitations/inv1/accept')).toHaveLength(1);
});

it('lists the owner’s invitations with their state and revokes a pending one after confirming', async () => {
  const invitation = (id: string, status: string) => ({
    id,
    email: `${id}@example.com`,
    full_name: `Person ${id}`,
    status,
    created_at: '2026-01-01T00:00:00Z',
    expires_at: '2099-01-08T00:00:00Z',
    responded_at: null,
  });
  const api = stubApi(
    ownerRoutes([], {
      'GET /api/organization/invitations': {
        body: [invitation('p1', 'pending'), invitation('d1', 'declined')],
      },
      'DELETE /api/organization/invitations/p1': { status: 204 },
    }),
  );
  const { user } = renderApp('/dashboard');
  const rows = await screen.findAllByTestId('team-invitation', {}, SLOW);
  expect(rows[0]).toHaveTextContent('Waiting for an answer');
  expect(rows[1]).toHaveTextContent('Declined');
  expect(within(rows[1]!).queryByRole('button', { name: /Revoke/ })).toBeNull();
  await user.click(
    within(rows[0]!).getByRole('button', { name: 'Revoke the invitation of Person p1' }),
  );
  const dialog = await screen.findByTestId('revoke-invitation-dialog');
  expect(api.callsTo('DELETE /api/organization/invitations/p1')).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
  expect(await screen.findByText(organizationMessages.invitationRevoked)).toBeInTheDocument();
  expect(api.callsTo('DELETE /api/organization/invitations/p1')).toHaveLength(1);
});
