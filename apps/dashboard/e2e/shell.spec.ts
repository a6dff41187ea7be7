import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

const entryNames = async (page: Page) => {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  // Open every group so its items are listed.
  const closed = nav.locator('button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  return nav.getByRole('link').allInnerTexts();
};

test('an admin sees every sidebar entry', async ({ page }) => {
  await signIn(page, 'admin@paydesk.test');
  const names = await entryNames(page);
  for (const name of [
    'Dashboard',
    'Projects',
    'Transactions',
    'Reports',
    'Disputes',
    'Team',
    'API keys',
    'Webhook endpoints',
    'Mailbox',
    'Settings',
  ]) {
    expect(names).toContain(name);
  }
});

test('support sees read-only entries only; Projects and Settings always', async ({ page }) => {
  await signIn(page, 'support@paydesk.test');
  const names = await entryNames(page);
  expect(names).toEqual(expect.arrayContaining(['Projects', 'Transactions', 'Settings']));
  for (const hidden of ['Team', 'API keys', 'Webhook endpoints', 'Payment links']) {
    expect(names).not.toContain(hidden);
  }
});
