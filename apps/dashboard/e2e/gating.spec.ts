import type { Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { expect, signIn, test } from './fixtures';

// The expanded sidebar (above 1400 px), where group labels and entries are all named.
test.use({ viewport: { width: 1500, height: 900 } });

/** Every entry of the sidebar in order, as "Group › Entry" inside groups, with every group opened. */
async function sidebarEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const closed = nav.locator('button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  const entries: string[] = [];
  let group: string | null = null;
  // The accessibility tree gives the names a screen reader hears (badges are descriptions, not names).
  for (const line of (await nav.ariaSnapshot()).split('\n')) {
    const indent = line.search(/\S/);
    const button = /- button "(.+?)"/.exec(line);
    const link = /- link "(.+?)"/.exec(line);
    if (button && line.includes('[expanded]')) group = `${indent}:${button[1]}`;
    else if (link || button) {
      const name = (link ?? button)![1]!;
      const [groupIndent, groupName] = group ? group.split(':') : [];
      entries.push(group && indent > Number(groupIndent) ? `${groupName} › ${name}` : name);
      if (!group || indent <= Number(groupIndent)) group = null;
    }
  }
  return entries;
}

test('an admin sees every entry, the legacy payout requests too (Acme Retail has some)', async ({
  page,
}) => {
  await signIn(page, 'admin@paydesk.test');
  expect(await sidebarEntries(page)).toEqual([
    'Dashboard',
    'Projects',
    'Transactions',
    'Transfers',
    'Reports',
    'Billing › Balances',
    'Billing › Rollings',
    'Billing › Processing payouts',
    'Billing › Payout requests',
    'Billing › Earlier payout requests',
    'Accounts › Balances',
    'Accounts › Payout methods',
    'Accounts › Settlement payouts',
    'Disputes › Disputes',
    'Disputes › Aggregated',
    'Payment links',
    'Plans',
    'Subscriptions',
    'Team',
    'Developers › API keys',
    'Developers › Webhook endpoints',
    'Developers › Allowed IP lists',
    'Mailbox',
    'Settings',
    'Log out',
  ]);
  await expectNoAxeViolationsInBothThemes(page);
});

test('support sees only what it may read; Projects and Settings always', async ({ page }) => {
  await signIn(page, 'support@paydesk.test');
  expect(await sidebarEntries(page)).toEqual([
    'Dashboard',
    'Projects',
    'Transactions',
    'Transfers',
    'Disputes › Disputes',
    'Disputes › Aggregated',
    'Plans',
    'Subscriptions',
    'Mailbox',
    'Settings',
    'Log out',
  ]);
});
