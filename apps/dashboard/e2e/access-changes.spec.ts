import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { expect as baseExpect, signIn, test } from './fixtures';
import { postAction } from './postAction';

// Two signed-in browsers on a shared machine: the pushed change, the reload and the guard take a moment.
const expect = baseExpect.configure({ timeout: 15_000 });

// The expanded sidebar (above 1400 px), where every entry is a link.
test.use({ viewport: { width: 1500, height: 900 } });
test.describe.configure({ timeout: 120_000 });

const ADMIN = 'admin@paydesk.test';
const MEMBER = 'finance@paydesk.test';
const MINUTE = 60_000;

interface Group {
  type: 'identity-group';
  attributes: { role: string; expiresAt?: string | null };
  relationships: { resource: { data: { type: 'resource'; id: string } } };
}

/** The admin's and the member's browsers, both signed in; the member's identity and organization. */
async function twoBrowsers(browser: Browser) {
  const newContext = async () => {
    const context = await browser.newContext();
    // The UTC release notice counts as acknowledged, as in the fixtures' own context.
    await context.addInitScript(() => localStorage.setItem('isTimezoneSet', 'true'));
    return context;
  };
  const adminContext = await newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN);
  const memberContext = await newContext();
  const member = await memberContext.newPage();
  await signIn(member, MEMBER);
  const self = (await (await member.request.get('/api/users/me')).json()) as {
    data: { relationships: { identity: { data: { id: string } } } };
  };
  const memberId = self.data.relationships.identity.data.id;
  const groups = await postAction<{ data: Group[] }>(
    admin.request,
    'main',
    'identities/getIdentityGroups',
    memberId,
    undefined,
  );
  const organizationId = groups.data[0]!.relationships.resource.data.id;
  const replaceGroups = (...list: { role: string; expiresAt?: number }[]) =>
    postAction(admin.request, 'main', 'identities/replaceIdentityGroups', memberId, {
      data: list.map(({ role, expiresAt }) => ({
        type: 'identity-group',
        attributes: {
          role,
          expiresAt: expiresAt === undefined ? null : new Date(expiresAt).toISOString(),
        },
        relationships: { resource: { data: { type: 'resource', id: organizationId } } },
      })),
    });
  const close = async () => {
    await adminContext.close();
    await memberContext.close();
  };
  return { admin, member, memberId, replaceGroups, close };
}

const sidebarLink = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name, exact: true });

/** Fails the test if the page loads again: every change must arrive without a reload. */
function watchReloads(page: Page): () => void {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => expect(loads, 'the page was not reloaded').toBe(0);
}

async function emulatorNow(request: APIRequestContext): Promise<number> {
  const answer = await request.post('/__test/clock', { data: { advanceMs: 0 } });
  return Date.parse(((await answer.json()) as { meta: { now: string } }).meta.now);
}

/** From the not-found page back to the home, in the app (no reload). */
async function leaveNotFound(page: Page) {
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

test('a role change reaches the member’s open dashboard: the lost page shows not-found, entries follow both ways', async ({
  browser,
}) => {
  const { member, replaceGroups, close } = await twoBrowsers(browser);
  await sidebarLink(member, 'Reports').click();
  await expect(member).toHaveURL(/\/reports$/);
  await expect(member.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const noReload = watchReloads(member);

  // Finance → support: the open reports page is gone at once, and nothing of it shows.
  await replaceGroups({ role: 'support' });
  await expect(member.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(member.getByRole('grid', { name: 'Reports' })).toHaveCount(0);
  // The user is told why the page went.
  await expect(member.getByText('Your access has changed')).toBeVisible();
  await member.screenshot({ path: test.info().outputPath('access-changed.png') });
  await expectNoAxeViolationsInBothThemes(member);
  await leaveNotFound(member);
  await expect(sidebarLink(member, 'Reports')).toHaveCount(0);
  // What support keeps stays.
  await expect(sidebarLink(member, 'Transactions')).toBeVisible();

  // Back to finance: the entry appears in the open sidebar; taken away again, it goes.
  await replaceGroups({ role: 'finance' });
  await expect(sidebarLink(member, 'Reports')).toBeVisible();
  await replaceGroups({ role: 'support' });
  await expect(sidebarLink(member, 'Reports')).toHaveCount(0);
  await replaceGroups({ role: 'finance' });
  await sidebarLink(member, 'Reports').click();
  await expect(member.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  noReload();
  await close();
});

test('temporary access ends at its expiry on the emulator clock; with nothing left the member is signed out', async ({
  browser,
  request,
}) => {
  const { member, replaceGroups, close } = await twoBrowsers(browser);
  const noReload = watchReloads(member);

  // Support for good, finance for ten minutes: Reports shows while the finance role lasts.
  await replaceGroups(
    { role: 'support' },
    {
      role: 'finance',
      expiresAt: (await emulatorNow(request)) + 10 * MINUTE,
    },
  );
  await expect(sidebarLink(member, 'Reports')).toBeVisible();
  await sidebarLink(member, 'Reports').click();
  await expect(member.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

  await request.post('/__test/clock', { data: { advanceMs: 11 * MINUTE } });
  await expect(member.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await leaveNotFound(member);
  await expect(sidebarLink(member, 'Reports')).toHaveCount(0);
  await expect(sidebarLink(member, 'Transactions')).toBeVisible();
  noReload();

  // Only temporary access left: at its expiry the member is signed out.
  await replaceGroups({ role: 'finance', expiresAt: (await emulatorNow(request)) + 5 * MINUTE });
  await expect(sidebarLink(member, 'Reports')).toBeVisible();
  await request.post('/__test/clock', { data: { advanceMs: 6 * MINUTE } });
  await expect(member).toHaveURL(/\/login/, { timeout: 10_000 });
  await close();
});

test('a disabled member is signed out within seconds', async ({ browser }) => {
  const { admin, member, memberId, close } = await twoBrowsers(browser);
  await expect(sidebarLink(member, 'Reports')).toBeVisible();
  await postAction(admin.request, 'main', 'identities/patch', memberId, {
    data: { type: 'identity', attributes: { status: 'disabled' } },
  });
  await expect(member).toHaveURL(/\/login/, { timeout: 10_000 });
  await close();
});
