import { expectNoAxeViolationsInBothThemes } from './axe';
import { expect, signIn, test } from './fixtures';
import { sidebarEntries } from './sidebar';

// The expanded sidebar (above 1400 px), where group labels and entries are all named.
test.use({ viewport: { width: 1500, height: 900 } });

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
    'Audit trail',
    'Developers › API keys',
    'Developers › Webhook endpoints',
    'Developers › Allowed IP lists',
    'Antifraud',
    'Translations',
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
