/**
 * The signed-in cold load benchmark (`pnpm bench`): a returning user opens `/` or `/transactions` in a new tab.
 * The built app is served by the emulator as `npm start` serves it (brotli/gzip precompressed), measured in
 * Debian's Chromium at a 4× CPU slowdown.
 *
 * One browser context signs in once (cookies and localStorage are kept, as for anyone who used the app before);
 * then every run clears the HTTP cache and opens the page in a new tab (empty sessionStorage, empty memory), and
 * measures from the navigation:
 *
 * - FCP and LCP (PerformanceObserver, buffered), read once the page is idle;
 * - blocking time: the sum of every long task's excess over 50 ms between the navigation and idle;
 * - requests started before the LCP (the document included), the JS files among them and their gzip bytes (the
 *   build's own .gz copies, what a gzip-only client transfers);
 * - the page's own content in a frame (home's chart, drawn last; on /transactions the first row), and when the session's first
 *   request started, for information;
 * - code (JS, CSS) requested after the page was complete (LCP and content) and before idle: other pages' code,
 *   which must wait until the page is idle instead of competing with it;
 * - idle: the start of the first 500 ms after the LCP and the content without any request in flight and without
 *   long tasks.
 *
 * Besides, the build is read for what the session's requests wait for: the chunks the guard's session module imports
 * beyond the entry's, each fetched and evaluated before a returning user's first request can go out.
 *
 * Prints medians with PASS/FAIL, writes bench-results/cold-*.json and exits non-zero when a budget fails.
 *
 *   BENCH_RUNS=3 pnpm --filter @paydesk/dashboard exec node --import tsx scripts/bench-cold.ts
 *   BENCH_DIST=path/to/dist …   (measure a build made elsewhere, e.g. another branch's)
 *   BENCH_WATERFALL=1 …         (print every run's requests and long tasks)
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/chromium';
import { benchDist } from './benchDist';
import { startBenchEmulator } from './benchEmulator';
import { inPage } from './inPage';
import { chunksBeforeSession } from './sessionChunks';

const appDir = resolve(fileURLToPath(new URL('..', import.meta.url)));
const repoRoot = resolve(appDir, '../..');
const runs = Number(process.env.BENCH_RUNS ?? 7);
const port = Number(process.env.BENCH_COLD_PORT ?? process.env.BENCH_PORT ?? 4392);
const baseUrl = `http://127.0.0.1:${port}`;
const CPU_SLOWDOWN = 4;
const EMAIL = 'admin@paydesk.test';
const PASSWORD = 'Paydesk-demo-1';
/** Idle: this long after the LCP without a request in flight or a long task. */
const QUIET_MS = 500;

interface Target {
  name: string;
  path: string;
  /** The page's main content, present once the page is complete. */
  ready: string;
}
const targets: Target[] = [
  // Home's content is complete with its chart, drawn after the heading and the figures have painted.
  { name: 'home', path: '/', ready: 'main [data-testid="chart-canvas"] canvas' },
  { name: 'transactions', path: '/transactions', ready: 'main [role="grid"] [role="rowheader"]' },
];

const budgets = {
  fcpMs: { max: 400, unit: 'ms', label: 'first contentful paint' },
  lcpMs: { max: 800, unit: 'ms', label: 'largest contentful paint' },
  blockingMs: { max: 250, unit: 'ms', label: 'blocking time, navigation → idle' },
  requestsBeforeLcp: { max: 25, unit: '', label: 'requests before LCP' },
  jsKbBeforeLcp: { max: 200, unit: 'KB', label: 'JS before LCP (gzip)' },
  requestsAfterLcpBeforeIdle: {
    max: 0,
    unit: '',
    label: "other pages' code fetched before idle",
  },
} as const;
type Metric = keyof typeof budgets;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

// --- build and serve --------------------------------------------------------------------------------------------
const work = mkdtempSync(join(tmpdir(), 'paydesk-cold-bench-'));
const dist = benchDist(appDir, work);

/** The gzip size of a built file: its precompressed copy, or the file gzipped when it has none (under 1 KB). */
const gzipBytesCache = new Map<string, number>();
function gzipBytes(pathname: string): number {
  let bytes = gzipBytesCache.get(pathname);
  if (bytes === undefined) {
    const file = join(dist, pathname);
    bytes = existsSync(`${file}.gz`)
      ? readFileSync(`${file}.gz`).length
      : existsSync(file)
        ? gzipSync(readFileSync(file), { level: 9 }).length
        : 0;
    gzipBytesCache.set(pathname, bytes);
  }
  return bytes;
}

const stopEmulator = await startBenchEmulator({ repoRoot, port, workDir: work, dist });

// --- in the page ------------------------------------------------------------------------------------------------
/** Runs before any script of the page: paints, LCP and long tasks, kept on window. */
function instrument(readySelectors: Record<string, string>) {
  const w = window as unknown as Record<string, unknown>;
  performance.setResourceTimingBufferSize(2000);
  const longTasks: { start: number; duration: number }[] = [];
  w.__longTasks = longTasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  w.__fcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') w.__fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  // When the page's own content (home's chart, the list's first row) is first in a frame.
  w.__ready = 0;
  const selector = readySelectors[location.pathname] ?? 'main h1';
  const poll = () => {
    if (document.querySelector(selector)) w.__ready = performance.now();
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
  w.__lcp = 0;
  w.__lcpElement = '';
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      w.__lcp = entry.startTime;
      const element = (entry as PerformanceEntry & { element?: Element | null }).element;
      w.__lcpElement = element
        ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}: ${(element.textContent ?? '').slice(0, 40)}`
        : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

interface PageFigures {
  ready: number;
  fcp: number;
  lcp: number;
  lcpElement: string;
  longTasks: { start: number; duration: number }[];
  resources: { name: string; initiatorType: string; startTime: number; responseEnd: number }[];
}

function readFigures(): PageFigures {
  const w = window as unknown as Record<string, unknown>;
  return {
    ready: w.__ready as number,
    fcp: w.__fcp as number,
    lcp: w.__lcp as number,
    lcpElement: w.__lcpElement as string,
    longTasks: w.__longTasks as PageFigures['longTasks'],
    resources: performance.getEntriesByType('resource').map((entry) => {
      const resource = entry as PerformanceResourceTiming;
      return {
        name: resource.name,
        initiatorType: resource.initiatorType,
        startTime: resource.startTime,
        responseEnd: resource.responseEnd,
      };
    }),
  };
}

// --- measure ----------------------------------------------------------------------------------------------------
interface Sample {
  fcpMs: number;
  lcpMs: number;
  lcpElement: string;
  /** The page's own content in a frame: home's chart, the list's first row. */
  readyMs: number;
  /** When the session's first request (an API call) started. */
  sessionRequestMs: number;
  blockingMs: number;
  idleMs: number;
  requestsBeforeLcp: number;
  jsFilesBeforeLcp: number;
  jsKbBeforeLcp: number;
  requestsAfterLcpBeforeIdle: number;
  /** Of those, requests for code (JS, CSS): other pages' chunks. */
  codeAfterLcpBeforeIdle: string[];
  requestsUntilIdle: number;
  requestsTotal: number;
}

const isCode = (pathname: string) => /\.(js|css)$/.test(pathname);

/** When the page went idle: the first moment after `from` followed by QUIET_MS without requests or long tasks. */
function idleAt(figures: PageFigures, from: number): number {
  const busy = [
    ...figures.resources.map((r) => [r.startTime, r.responseEnd] as const),
    ...figures.longTasks.map((t) => [t.start, t.start + t.duration] as const),
  ].sort((a, b) => a[0] - b[0]);
  let candidate = from;
  for (const [start, end] of busy) {
    if (end <= candidate) continue;
    if (start >= candidate + QUIET_MS) break;
    candidate = Math.max(candidate, end);
  }
  return candidate;
}

async function run(context: BrowserContext, target: Target): Promise<Sample> {
  // A cold HTTP cache, but the cookies and storage of the previous visit.
  const blank = await context.newPage();
  const blankCdp = await context.newCDPSession(blank);
  await blankCdp.send('Network.clearBrowserCache');
  await blank.close();
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${baseUrl}${target.path}`);
    await page.locator(target.ready).first().waitFor({ timeout: 30_000 });
    await settle(page);
    const figures = await page.evaluate(readFigures);
    const lcp = figures.lcp;
    const idle = idleAt(figures, Math.max(lcp, figures.ready));
    const local = figures.resources.filter((r) => r.name.startsWith(baseUrl));
    const beforeLcp = local.filter((r) => r.startTime < lcp);
    const js = beforeLcp.filter((r) => new URL(r.name).pathname.endsWith('.js'));
    // Other pages' code: requested once the page itself was complete, before it went idle.
    const ready = Math.max(lcp, figures.ready);
    const afterLcp = local.filter((r) => r.startTime >= ready && r.startTime < idle);
    if (process.env.BENCH_WATERFALL)
      console.log(
        [
          `    ${target.path}: FCP ${Math.round(figures.fcp)}, LCP ${Math.round(lcp)}, idle ${Math.round(idle)}`,
        ]
          .concat(
            local.map(
              (r) =>
                `    ${Math.round(r.startTime).toString().padStart(6)} → ${Math.round(r.responseEnd).toString().padStart(6)}  ${r.initiatorType.padEnd(14)} ${new URL(r.name).pathname}`,
            ),
            figures.longTasks.map(
              (t) => `    long task ${Math.round(t.start)} +${Math.round(t.duration)}`,
            ),
          )
          .join('\n'),
      );
    const codeAfter = afterLcp
      .map((r) => new URL(r.name).pathname)
      .filter((pathname) => isCode(pathname));
    return {
      fcpMs: Math.round(figures.fcp),
      lcpMs: Math.round(lcp),
      lcpElement: figures.lcpElement,
      readyMs: Math.round(figures.ready),
      sessionRequestMs: Math.round(
        local.find((r) => new URL(r.name).pathname.startsWith('/api/'))?.startTime ?? 0,
      ),
      blockingMs: Math.round(
        figures.longTasks
          .filter((task) => task.start < idle)
          .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      ),
      idleMs: Math.round(idle),
      // The document itself is a request too.
      requestsBeforeLcp: beforeLcp.length + 1,
      jsFilesBeforeLcp: js.length,
      jsKbBeforeLcp: kb(js.reduce((sum, r) => sum + gzipBytes(new URL(r.name).pathname), 0)),
      requestsAfterLcpBeforeIdle: codeAfter.length,
      codeAfterLcpBeforeIdle: codeAfter,
      requestsUntilIdle: local.filter((r) => r.startTime < idle).length + 1,
      requestsTotal: local.length + 1,
    };
  } finally {
    await page.close();
  }
}

/** Waits until nothing was fetched for 1.5 s, so that late fetches (prefetching after idle) are seen too. */
async function settle(page: Page) {
  let count = -1;
  for (let round = 0; round < 60; round += 1) {
    await page.waitForTimeout(1500);
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (now === count) return;
    count = now;
  }
}

async function signIn(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await page.getByLabel(/^Password\*?$/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  // A first visit of each page, as a returning user had.
  for (const target of targets) {
    await page.goto(`${baseUrl}${target.path}`);
    await page.locator(target.ready).first().waitFor();
    await page.waitForLoadState('networkidle');
  }
  await page.close();
}

const loadBefore = loadavg()[0]!;
console.log(
  `\n@paydesk/dashboard cold signed-in bench — new tab, cold HTTP cache, ${CPU_SLOWDOWN}x CPU slowdown, ${runs} runs per page\n`,
);
const samples: Record<string, Sample[]> = Object.fromEntries(targets.map((t) => [t.name, []]));
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  // The UTC release notice (isTimezoneSet) counts as seen: its modal would make the page inert.
  await context.addInitScript(() => localStorage.setItem('isTimezoneSet', 'true'));
  await context.addInitScript({
    content: inPage(
      instrument,
      Object.fromEntries(targets.map((target) => [target.path, target.ready])),
    ),
  });
  await signIn(context);
  for (let index = 1; index <= runs; index += 1) {
    // Alternating pages, so that drifting load hits both alike.
    for (const target of targets) {
      const sample = await run(context, target);
      samples[target.name]!.push(sample);
      console.log(
        `  ${target.name} run ${index}/${runs}: FCP ${sample.fcpMs} ms, LCP ${sample.lcpMs} ms (${sample.lcpElement}), content ${sample.readyMs} ms, ` +
          `blocking ${sample.blockingMs} ms, idle ${sample.idleMs} ms; before LCP ${sample.requestsBeforeLcp} requests, ` +
          `${sample.jsFilesBeforeLcp} JS ${sample.jsKbBeforeLcp} KB; other pages' code before idle ${sample.requestsAfterLcpBeforeIdle}; ` +
          `until idle ${sample.requestsUntilIdle}, total ${sample.requestsTotal} requests`,
      );
    }
  }
} finally {
  await browser.close();
  stopEmulator();
}

const rows: { page: string; metric: string; value: string; budget: string; result: string }[] = [];
const codeBeforeSession = chunksBeforeSession(dist);
rows.push({
  page: '(build)',
  metric: "chunks the session's requests wait for, beyond the entry's",
  value: String(codeBeforeSession.length),
  budget: '≤ 0',
  result: codeBeforeSession.length === 0 ? 'PASS' : 'FAIL',
});
if (codeBeforeSession.length)
  console.log(`\nthe session's module imports ${codeBeforeSession.join(', ')}`);
const measured: Record<string, Record<Metric, number>> = {};
for (const target of targets) {
  const list = samples[target.name]!;
  const values = Object.fromEntries(
    (Object.keys(budgets) as Metric[]).map((key) => [key, median(list.map((s) => s[key]))]),
  ) as Record<Metric, number>;
  measured[target.name] = values;
  for (const [key, budget] of Object.entries(budgets)) {
    const value = values[key as Metric];
    rows.push({
      page: target.path,
      metric: `${budget.label} (median)`,
      value: `${value}${budget.unit ? ` ${budget.unit}` : ''}`,
      budget: `≤ ${budget.max}${budget.unit ? ` ${budget.unit}` : ''}`,
      result: value <= budget.max ? 'PASS' : 'FAIL',
    });
  }
}
console.log('');
console.table(rows);
console.table(
  targets.map((target) => {
    const list = samples[target.name]!;
    return {
      page: target.path,
      'session requests (median)': `${median(list.map((s) => s.sessionRequestMs))} ms`,
      'content (median)': `${median(list.map((s) => s.readyMs))} ms`,
      'idle (median)': `${median(list.map((s) => s.idleMs))} ms`,
      'JS files before LCP': median(list.map((s) => s.jsFilesBeforeLcp)),
      'requests until idle': median(list.map((s) => s.requestsUntilIdle)),
      'requests in all': median(list.map((s) => s.requestsTotal)),
    };
  }),
);

const resultsDir = join(appDir, 'bench-results');
mkdirSync(resultsDir, { recursive: true });
const load = { cores: availableParallelism(), before: loadBefore, after: loadavg()[0]! };
const file = join(resultsDir, `cold-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  JSON.stringify(
    { date: new Date().toISOString(), runs, load, measured, codeBeforeSession, samples },
    null,
    2,
  ),
);
console.log(
  `\nresults: ${file}\nload average ${load.before.toFixed(1)} → ${load.after.toFixed(1)} on ${load.cores} cores`,
);
if (Math.max(load.before, load.after) > load.cores)
  console.log(`WARNING: timings overstate the app's own cost under this load.`);
rmSync(work, { recursive: true, force: true });
const failed = rows.filter((row) => row.result === 'FAIL');
if (failed.length) {
  console.log(`\nFAILED budgets: ${failed.map((row) => `${row.page} ${row.metric}`).join('; ')}`);
  process.exitCode = 1;
}
