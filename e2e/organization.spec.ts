import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { logInThroughModal } from './support/accounts';
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
