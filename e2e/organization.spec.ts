import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { logInThroughModal } from './support/accounts';
import { emailsTo } from './support/outbox';
import { createFlowchartByApi } from './support/flowchartsByApi';
import { startServerWithAdmin, type ServerWithAdmin } from './support/serverWithAdmin';

// Organizations and teams (issue 12). The owner is the bootstrapped admin: the admin tier has
// team management, like the Organization tier, and needs no payment. A server of its own, so
// the shared server's accounts and limits stay untouched.

let server: ServerWithAdmin;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServerWithAdmin();
});
test.afterAll(async () => {
  await server.stop();
});

async function signedInContext(browser: Browser, email: string, password: string) {
  const context: BrowserContext = await browser.newContext({ baseURL: server.baseURL });
  const page: Page = await context.newPage();
  await logInThroughModal(page, email, password);
  await expect(page).toHaveURL(/\/editor$/);
  return { context, page };
}

test('an owner adds a member, shares a flowchart with the team; the member opens it; removal signs them out', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await signedInContext(browser, server.admin.email, server.admin.password);
  const ownerToken = await owner.page.evaluate(() => localStorage.getItem('token') ?? '');
  const flowchartId = await createFlowchartByApi(owner.context.request, ownerToken, {
    title: 'Team loop',
    code: 'for i in range(3):\n    print(i)\n',
  });

  // the team panel: add a member with a password set now, made by Generate
  await owner.page.goto('/dashboard');
  const panel = owner.page.getByTestId('team-panel');
  await expect(panel.getByRole('heading', { name: /Team Management/ })).toBeVisible();
  const memberEmail = `member-${Date.now()}@example.test`;
  await panel.getByLabel('Full name', { exact: true }).fill('Mia Member');
  await panel.getByLabel('Email', { exact: true }).fill(memberEmail);
  await panel.getByLabel(/Set a password now/).check();
  await panel.getByRole('button', { name: 'Generate' }).click();
  const password = await panel.getByLabel('Password', { exact: true }).inputValue();
  expect(password).toMatch(/^[A-Za-z0-9!@#$%]{12}$/);
  await panel.getByRole('button', { name: 'Add member' }).click();
  await expect(panel.getByText('Team member added successfully!')).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Team members' })).toContainText(memberEmail);
  // cleared after 3 s
  await expect(panel.getByText('Team member added successfully!')).toBeHidden({ timeout: 5000 });

  // the owner shares the flowchart with the team from the Team section
  await owner.page.getByLabel('Flowchart to share with your team').selectOption(flowchartId);
  await owner.page.getByRole('button', { name: 'Share with team' }).click();
  await expect(owner.page.getByTestId('team-flowchart-card')).toContainText('Team loop');

  // the member signs in with the owner's temporary password, chooses their own (decision 028),
  // and finds the flowchart in Team, with its owner, and opens it in the editor
  const memberContext = await browser.newContext({ baseURL: server.baseURL });
  const memberPage = await memberContext.newPage();
  await logInThroughModal(memberPage, memberEmail, password);
  const choose = memberPage.getByRole('form', { name: 'Choose your password' });
  await expect(choose).toBeVisible();
  await choose.getByLabel('New Password', { exact: true }).fill('mia-own-password');
  await choose.getByLabel('Confirm Password', { exact: true }).fill('mia-own-password');
  await choose.getByRole('button', { name: 'Choose password and sign in' }).click();
  await expect(memberPage).toHaveURL(/\/editor$/);
  const member = { context: memberContext, page: memberPage };
  const generateCalls: string[] = [];
  member.page.on('request', (r) => {
    if (r.url().includes('/api/generate-flowchart')) generateCalls.push(r.url());
  });
  await member.page.goto('/dashboard');
  // the member's own plan is Free: the badge says where their access comes from (issue 22, item 10)
  await expect(member.page.getByTestId('plan-badge')).toHaveText(
    'Organization plan via Administrator’s team',
  );
  const card = member.page.getByTestId('team-flowchart-card');
  await expect(card).toContainText('Team loop');
  await expect(card).toContainText('By Administrator');
  await card.getByRole('button', { name: 'Open' }).click();
  await expect(member.page).toHaveURL(/\/editor$/);
  await expect(member.page.locator('.cm-content')).toContainText('for i in range(3):');
  // a team member's chart comes from the engine in the browser, never from the server
  await expect(
    member.page
      .getByTestId('flowchart-svg')
      .locator('g.cf-node[data-node-id]', { hasText: 'print(i)' })
      .first(),
  ).toBeVisible();
  expect(generateCalls).toEqual([]);

  // the owner removes the member (after confirming); the member is signed out at once
  await owner.page.reload();
  await panel.getByRole('button', { name: 'Remove Mia Member' }).click();
  const dialog = owner.page.getByTestId('remove-member-dialog');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(panel.getByText('Team member removed successfully')).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Team members' })).not.toContainText(memberEmail);

  await member.page.goto('/dashboard');
  await expect(member.page).toHaveURL(/\/(\?.*)?$/);
  await expect(
    member.page.getByRole('banner').getByRole('link', { name: 'Sign In' }).first(),
  ).toBeVisible();

  await member.context.close();
  await owner.context.close();
});

/** The newest email the server of this spec wrote for `to` (waits for it). */
async function mailTo(to: string, subject: RegExp): Promise<{ text: string }> {
  let found: { text: string } | undefined;
  await expect
    .poll(async () => {
      // emailsTo reads whole emails only (the server writes each under a temporary name first)
      found = (await emailsTo(to, server.dataDir)).filter((m) => subject.test(m.subject)).at(-1);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

const linkTo = (text: string, route: string) => {
  const url = new RegExp(`https?://\\S+${route.replace(/[?/]/g, '\\$&')}\\S*`).exec(text)?.[0];
  if (!url) throw new Error(`no ${route} link in ${text}`);
  return new URL(url).pathname + new URL(url).search;
};

test('an existing account is invited, accepts from the email, sees where its plan comes from, and leaves (issue 22, item 3)', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await signedInContext(browser, server.admin.email, server.admin.password);
  const inviteeEmail = `colleague-${Date.now()}@example.test`;
  const invitee = await browser.newContext({ baseURL: server.baseURL });
  const registered = await invitee.request.post('/api/auth/register', {
    data: { email: inviteeEmail, password: 'colleague password', full_name: 'Cleo Colleague' },
  });
  expect(registered.status()).toBe(201);

  await owner.page.goto('/dashboard');
  const panel = owner.page.getByTestId('team-panel');
  await panel.getByLabel('Full name', { exact: true }).fill('Cleo Colleague');
  await panel.getByLabel('Email', { exact: true }).fill(inviteeEmail);
  await panel.getByRole('button', { name: 'Add member' }).click();
  await expect(panel.getByTestId('team-message')).toHaveText(
    `Invitation sent to ${inviteeEmail}. They join your team when they accept it.`,
  );
  const row = panel.getByTestId('team-invitation').filter({ hasText: inviteeEmail });
  await expect(row).toContainText('Waiting for an answer');

  // the email's Accept link, opened signed out: sign in first, then back to the invitation
  const mail = await mailTo(inviteeEmail, /invited to join a Codeflow team/);
  const accept = linkTo(mail.text, '/dashboard?invitation=');
  const page = await invitee.newPage();
  await page.goto(accept);
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Email').fill(inviteeEmail);
  await modal.getByLabel('Password', { exact: true }).fill('colleague password');
  await modal.getByRole('button', { name: 'Sign In' }).click();
  const notice = page.getByTestId('my-invitation');
  await expect(notice).toContainText('Join Administrator’s team?');
  await expect(notice).toContainText('Your own flowcharts stay yours and private');
  await expect(page.getByTestId('plan-badge')).toHaveText('Free');
  await notice.getByRole('button', { name: 'Accept and join' }).click();
  await expect(page.getByTestId('invitation-outcome')).toHaveText(
    'You joined Administrator’s team.',
  );
  await expect(page.getByTestId('plan-badge')).toHaveText(
    'Organization plan via Administrator’s team',
  );
  await expect(page.getByTestId('team-panel')).toContainText(
    'You are a member of Administrator’s team.',
  );

  await owner.page.reload();
  await expect(row).toContainText('Accepted');
  await expect(panel.getByRole('list', { name: 'Team members' })).toContainText(inviteeEmail);

  // leaving asks first, then the account is on its own plan again
  await page.getByRole('button', { name: 'Leave team' }).click();
  const dialog = page.getByTestId('leave-team-dialog');
  await expect(dialog).toContainText('Your account, your own flowcharts and your own plan stay.');
  await dialog.getByRole('button', { name: 'Leave team' }).click();
  await expect(
    page.getByText('You left Administrator’s team. Your own plan applies again.'),
  ).toBeVisible();
  await expect(page.getByTestId('plan-badge')).toHaveText('Free');

  await invitee.close();
  await owner.context.close();
});

test('a new member’s invite link opens “Join <owner>’s team”, not “Reset Your Password” (issue 22, item 3)', async ({
  browser,
}) => {
  const owner = await signedInContext(browser, server.admin.email, server.admin.password);
  const newEmail = `newcomer-${Date.now()}@example.test`;
  await owner.page.goto('/dashboard');
  const panel = owner.page.getByTestId('team-panel');
  await panel.getByLabel('Full name', { exact: true }).fill('Nina Newcomer');
  await panel.getByLabel('Email', { exact: true }).fill(newEmail);
  await panel.getByRole('button', { name: 'Add member' }).click();
  await expect(panel.getByText('Team member added successfully!')).toBeVisible();

  const mail = await mailTo(newEmail, /added to a Codeflow team/);
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await page.goto(linkTo(mail.text, '/join-team?token='));
  await expect(page.getByRole('heading', { name: 'Join Administrator’s team' })).toBeVisible();
  await expect(page.getByText('Reset Your Password')).toHaveCount(0);
  await page.getByLabel('New Password', { exact: true }).fill('newcomer password');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('newcomer password');
  await page.getByRole('button', { name: 'Choose password and join' }).click();
  await expect(
    page.getByRole('heading', { name: 'Welcome to Administrator’s team' }),
  ).toBeVisible();
  await context.close();
  await owner.context.close();
});
