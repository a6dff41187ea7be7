/**
 * The Cmd+K search's browser benchmark (`pnpm bench`, issue 20): the built app served by the emulator (20,000
 * seeded transactions), in Debian's Chromium at a 4× CPU slowdown. 50 queries, mixed: transaction ids, card last
 * 4s and customer emails read off the app's own lists, and words (pages, names, references).
 *
 * Each query: the search box emptied and idle, then the whole text entered at once (one input event, as a paste
 * or the last keystroke of a word); measured from that event to the first animation frame with a result row in
 * the dialog (which paints it). The debounce is part of the time, as a person waits for it too.
 *
 * Budget: p95 ≤ 150 ms. Prints p50/p95/max, writes bench-results/search-*.json, exits non-zero over budget.
 *
 *   pnpm --filter @paydesk/dashboard exec node --import tsx scripts/bench-search.ts
 */
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/chromium';
import { startBenchEmulator } from './benchEmulator';
import { inPage } from './inPage';

const appDir = resolve(fileURLToPath(new URL('..', import.meta.url)));
const repoRoot = resolve(appDir, '../..');
const port = Number(process.env.BENCH_SEARCH_PORT ?? 4393);
const baseUrl = `http://127.0.0.1:${port}`;
const CPU_SLOWDOWN = 4;
const QUERIES = 50;
const BUDGET_P95_MS = 150;
/** A query still without results after this long is counted at this time. */
const GIVE_UP_MS = 5_000;
const EMAIL = 'admin@paydesk.test';
const PASSWORD = 'Paydesk-demo-1';
/** Words a person types: pages, demo names, parts of references and emails. */
const WORDS = [
  'settings',
  'go to team',
  'api keys',
  'demo',
  'payouts',
  'PO-',
  'disputes',
  'ada',
  'example',
  'links',
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const loadBefore = loadavg()[0]!;
const work = mkdtempSync(join(tmpdir(), 'paydesk-search-bench-'));
const dist = join(work, 'dist');
console.log('Building the dashboard…');
execSync(`pnpm exec vite build --logLevel error --outDir ${dist}`, {
  cwd: appDir,
  stdio: 'inherit',
});
const stopEmulator = await startBenchEmulator({ repoRoot, port, workDir: work, dist });

/**
 * In the page: resolves with the ms from the next input event to the first frame showing a result row, or with
 * the give-up time when none comes (a query without results fails the budget rather than hanging the bench).
 */
function armFirstResult(giveUpMs: number) {
  const w = window as unknown as { __firstResult?: Promise<number> };
  w.__firstResult = new Promise<number>((done) => {
    // Also when no input event comes at all (the text went elsewhere): the bench must end, and fail.
    setTimeout(() => done(giveUpMs), giveUpMs * 2);
    document.addEventListener(
      'input',
      (event) => {
        const typedAt = event.timeStamp;
        const poll = (now: number) => {
          if (document.querySelector('[role="dialog"] [role="option"]'))
            requestAnimationFrame((frameAt) => done(frameAt - typedAt));
          else if (now - typedAt > giveUpMs) done(giveUpMs);
          else requestAnimationFrame(poll);
        };
        requestAnimationFrame(poll);
      },
      { capture: true, once: true },
    );
  });
}

/** Texts from the app's own lists: transaction ids (row links), card last 4s, customer emails. */
async function gatherQueries(page: Page): Promise<string[]> {
  await page.goto(`${baseUrl}/transactions`);
  const grid = page.getByRole('grid', { name: 'Transactions' });
  await grid.getByRole('row').nth(20).waitFor({ timeout: 60_000 });
  const ids = await grid
    .locator('a[href*="/transactions/trx_"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.split('/').pop()!));
  const text = (await grid.textContent()) ?? '';
  const last4s = [...text.matchAll(/•••• (\d{4})/g)].map((match) => match[1]!);
  await page.goto(`${baseUrl}/customers`);
  const customers = page.getByRole('grid', { name: 'Customers' });
  await customers.getByRole('row').nth(10).waitFor({ timeout: 60_000 });
  // Cell by cell: the grid's whole text runs a name, an email and a count together.
  const emails = (
    await customers
      .locator('[role="gridcell"], [role="rowheader"]')
      .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ''))
  ).filter((text) => /^[^\s@]+@[^\s@]+\.[a-z]+$/i.test(text));
  const unique = (values: string[]) => [...new Set(values)];
  const pools = [unique(ids), unique(last4s), unique(emails), WORDS];
  const queries: string[] = [];
  for (let at = 0; queries.length < QUERIES; at += 1) {
    const pool = pools[at % pools.length]!;
    const value = pool[Math.floor(at / pools.length) % Math.max(pool.length, 1)];
    // A repeated text would be answered from the query cache: vary words by case, skip repeated others.
    if (value && !queries.includes(value)) queries.push(value);
    else if (value)
      queries.push(
        `${value} `
          .repeat(1 + Math.floor(at / 40))
          .trim()
          .toUpperCase(),
      );
    if (at > QUERIES * 10) throw new Error('Not enough distinct search texts in the demo data');
  }
  return queries;
}

const browser = await chromium.launch(chromiumLaunchOptions);
const samples: { query: string; ms: number }[] = [];
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await page.getByLabel(/^Password\*?$/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor({ timeout: 60_000 });
  const queries = await gatherQueries(page);
  console.log(`Searching ${queries.length} texts…`);
  await page.goto(`${baseUrl}/`);
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('ControlOrMeta+k');
  const input = page
    .getByRole('dialog', { name: 'Search' })
    .getByRole('combobox', { name: 'Search' });
  await input.waitFor();
  const cdp = await context.newCDPSession(page);
  for (const query of queries) {
    await input.fill('');
    await page.locator('[role="dialog"] [role="option"]').first().waitFor({ state: 'detached' });
    await page.waitForTimeout(150);
    await page.evaluate(inPage(armFirstResult, GIVE_UP_MS));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    try {
      // fill() focuses the box and enters the whole text as one input event.
      await input.fill(query);
      const ms = await page.evaluate(
        () => (window as unknown as { __firstResult: Promise<number> }).__firstResult,
      );
      samples.push({ query, ms: Math.round(ms) });
      if (samples.length % 10 === 0) console.log(`  ${samples.length} queries`);
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
  }
} finally {
  await browser.close();
  stopEmulator();
}

const values = samples.map((sample) => sample.ms);
const p95 = percentile(values, 95);
const load = { cores: availableParallelism(), before: loadBefore, after: loadavg()[0]! };
console.log('');
console.table([
  {
    metric: `keystroke → first search results painted, ${samples.length} queries at ${CPU_SLOWDOWN}× CPU`,
    p50: `${percentile(values, 50)} ms`,
    p95: `${p95} ms`,
    max: `${Math.max(...values)} ms`,
    budget: `p95 ≤ ${BUDGET_P95_MS} ms`,
    result: p95 <= BUDGET_P95_MS ? 'PASS' : 'FAIL',
  },
]);
const slowest = [...samples].sort((a, b) => b.ms - a.ms).slice(0, 5);
console.log(`slowest: ${slowest.map((sample) => `${sample.query} ${sample.ms} ms`).join(', ')}`);
const resultsDir = join(appDir, 'bench-results');
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `search-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  JSON.stringify({ date: new Date().toISOString(), load, p95, samples }, null, 2),
);
console.log(`\nresults: ${file}`);
if (Math.max(load.before, load.after) > load.cores)
  console.log(
    `\nWARNING: load average ${load.before.toFixed(1)} → ${load.after.toFixed(1)} on ${load.cores} cores: timings overstate the app's own cost.`,
  );
rmSync(work, { recursive: true, force: true });
if (p95 > BUDGET_P95_MS) {
  console.log(`\nFAILED budget: search p95 ${p95} ms > ${BUDGET_P95_MS} ms`);
  process.exitCode = 1;
}
