import type { BrowserContext, Page } from '@playwright/test';
import { expect as baseExpect, submitLogin, test } from './fixtures';

// The whole session chain runs on every cold tab; a busy machine gets more than the default 5 s.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * A returning user opens a new tab after an administrator took permissions away. The new tab paints a frame from
 * what the previous visit knew before its code runs (index.html) and starts the session requests early; neither may
 * show, even for one frame, a sidebar entry or data the user lost: they render only after this load's permissions.
 *
 * A MutationObserver installed before any script of the page records every link, key figure and table row ever
 * inserted into the document, including nodes removed again in the same task.
 */
interface Seen {
  links: { href: string; text: string }[];
  keyFigures: number;
  rows: number;
}

function recordInsertedNodes() {
  const seen = { links: [] as { href: string; text: string }[], keyFigures: 0, rows: 0 };
  (window as unknown as { __seen: typeof seen }).__seen = seen;
  const inspect = (element: Element) => {
    const within = (selector: string) => [
      ...(element.matches(selector) ? [element] : []),
      ...element.querySelectorAll(selector),
    ];
    for (const link of within('a[href]'))
      seen.links.push({
        href: link.getAttribute('href') ?? '',
        text: (link.textContent ?? '').trim(),
      });
    seen.keyFigures += within('[data-testid="key-figures"]').length;
    seen.rows += within('[role="rowheader"]').length;
  };
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof Element) inspect(node);
  }).observe(document, { childList: true, subtree: true });
}

async function openInNewTab(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

const seenIn = (page: Page) => page.evaluate(() => (window as unknown as { __seen: Seen }).__seen);

const lostLinks = (seen: Seen) =>
  seen.links.filter(
    (link) =>
      link.href === '/transactions' ||
      link.href.startsWith('/transactions/') ||
      link.text === 'Dashboard',
  );

test.use({ viewport: { width: 1500, height: 900 } });
test.setTimeout(120_000);

test('a user whose permissions shrank between two visits never sees a lost sidebar entry or data, even for a frame', async ({
  context,
  page,
  request,
}) => {
  await context.addInitScript({ content: `(${recordInsertedNodes.toString()})();` });

  // The first visit: the home's key figures, the Transactions entry and the list's rows.
  await page.goto('/login');
  await submitLogin(page, 'admin@paydesk.test');
  await expect(page.getByTestId('key-figures')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Transactions' })
    .click();
  await expect(page.locator('main [role="rowheader"]').first()).toBeVisible();
  const before = await seenIn(page);
  expect(lostLinks(before).length, 'the recorder sees the entries').toBeGreaterThan(0);
  expect(before.rows, 'the recorder sees the rows').toBeGreaterThan(0);

  // Meanwhile an administrator takes the transactions and their statistics away.
  for (const permission of ['transactions.read.1', 'transaction-statistics']) {
    const revoked = await request.post('/__test/revoke', {
      data: { email: 'admin@paydesk.test', permission },
    });
    expect(revoked.ok()).toBe(true);
  }

  // A new tab on the list the user had open: not found, and nothing of the list on the way.
  const list = await openInNewTab(context, '/transactions');
  await expect(list.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await list.waitForLoadState('networkidle');
  const onList = await seenIn(list);
  expect(lostLinks(onList)).toEqual([]);
  expect(onList.rows).toBe(0);
  expect(onList.keyFigures).toBe(0);

  // A new tab on the home: no Dashboard or Transactions entry, no key figures, ever.
  const home = await openInNewTab(context, '/');
  await expect(home.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(home.locator('main h1')).toBeVisible();
  await home.waitForLoadState('networkidle');
  const onHome = await seenIn(home);
  expect(lostLinks(onHome)).toEqual([]);
  expect(onHome.keyFigures).toBe(0);
  expect(onHome.rows).toBe(0);
  // The entries the user still has do render.
  expect(onHome.links.some((link) => link.text === 'Projects')).toBe(true);
});
