#!/usr/bin/env node
// The @paydesk/ui benchmark: DataTable scrolling under a 4x CPU slowdown, and what a consumer pays in gzip bytes
// for one component of the built package. Prints budgets with PASS/FAIL, writes bench-results/*.json and exits
// non-zero when a budget fails. Run with `pnpm bench` (node --import tsx, so the shared Chromium options load).
//
//   --runs=N   scroll runs (default 5); medians are reported
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build, defaultClientConditions } from 'vite';
import { chromiumLaunchOptions } from '../../../scripts/chromium.ts';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(packageDir, 'bench-results');
const work = join(resultsDir, '.work');
/**
 * Consumer bundles are built outside the package: inside it, `@paydesk/ui` would resolve to the package itself
 * (Node's self-reference) instead of the published copy under test.
 */
const consumerWork = mkdtempSync(join(tmpdir(), 'paydesk-ui-consumers-'));
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 5);
/** Keep bench-results/.work (the built page and consumer bundles) for inspection. */
const keepWork = process.argv.includes('--keep');

const ROWS = 100_000;
const SCROLL_MS = 3000;
/** A quick fling-like scroll: 3,000 px/s is 75 rows of 40 px a second. */
const SCROLL_PX_PER_S = 3000;
const CPU_SLOWDOWN = 4;
/** Idle time between the table's first render and the throttled scroll. */
const SETTLE_MS = 2000;

const budgets = {
  longTasks: { max: 0, unit: '', label: 'long tasks > 50 ms while scrolling (median)' },
  maxFrameGapMs: { max: 50, unit: 'ms', label: 'largest gap between frames (median)' },
  maxRowsInDom: { max: 60, unit: '', label: 'max rows in the DOM (median)' },
  buttonOverBaselineKb: { max: 10, unit: 'KB', label: 'Button alone, beyond RAC Button (gzip)' },
  // A regression ratchet set from the first measurement (79 KB: TanStack Table + Virtual, react-aria's menu and
  // popover for the column menu, the table itself), not a target derived from first principles.
  dataTableKb: { max: 85, unit: 'KB', label: 'DataTable alone (gzip)' },
};

const quiet = { logLevel: 'error', configFile: false };
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kb = (bytes) => Math.round((bytes / 1024) * 100) / 100;

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });

// ---------------------------------------------------------------------------------------------------------------
// 1. The scroll page: 100,000 rows in a DataTable, built for production like an app would build it.
// ---------------------------------------------------------------------------------------------------------------
async function buildScrollPage() {
  const root = join(work, 'page');
  mkdirSync(root, { recursive: true });
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>DataTable bench</title></head>' +
      '<body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>\n',
  );
  writeFileSync(
    join(root, 'main.tsx'),
    `import { createRoot } from 'react-dom/client';
import { DataTable, PaydeskProvider } from '@paydesk/ui';
import { samplePaymentColumns, samplePayments } from '${join(packageDir, 'src/DataTable/DataTable.fixtures.tsx')}';

const data = samplePayments(${ROWS});
createRoot(document.getElementById('root')!).render(
  <PaydeskProvider theme="light" locale="en-US">
    <div style={{ padding: 24 }}>
      <DataTable aria-label="Payments" columns={samplePaymentColumns} data={data} getRowId={(row) => row.id}
        selectionMode="multiple" height={640} />
    </div>
  </PaydeskProvider>,
);
`,
  );
  await build({
    ...quiet,
    root,
    plugins: [vanillaExtractPlugin(), react()],
    resolve: { conditions: ['@paydesk/source', ...defaultClientConditions] },
    build: { outDir: join(root, 'dist'), emptyOutDir: true, target: 'es2022' },
  });
  return join(root, 'dist');
}

const mime = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
};
function serve(dir) {
  const server = createServer((request, response) => {
    const path = join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = existsSync(path) && statSync(path).isFile() ? path : join(dir, 'index.html');
    response.writeHead(200, { 'content-type': mime[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolveServer) =>
    server.listen(0, '127.0.0.1', () =>
      resolveServer({ server, url: `http://127.0.0.1:${server.address().port}/` }),
    ),
  );
}

/** In the page: record frames, long tasks and rows in the DOM until stopped (window.__stopRecording()). */
function startRecording() {
  const grid = document.querySelector('[role="grid"]');
  const longTasks = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  let maxRows = grid.querySelectorAll('[role="row"]').length;
  let previous = 0;
  let maxGap = 0;
  let frames = 0;
  let running = true;
  const step = (now) => {
    if (!running) return;
    if (previous) maxGap = Math.max(maxGap, now - previous);
    previous = now;
    frames += 1;
    maxRows = Math.max(maxRows, grid.querySelectorAll('[role="row"]').length);
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
  window.__stopRecording = () =>
    new Promise((done) => {
      running = false;
      // Let the last long task (if any) reach the observer.
      setTimeout(() => {
        observer.disconnect();
        done({
          longTasks: longTasks.filter((d) => d > 50).length,
          longestTaskMs: Math.round(Math.max(0, ...longTasks)),
          maxFrameGapMs: Math.round(maxGap * 10) / 10,
          frames,
          maxRowsInDom: maxRows,
          lastRowIndex: Number(
            [...grid.querySelectorAll('[role="row"][aria-rowindex]')]
              .at(-1)
              ?.getAttribute('aria-rowindex'),
          ),
        });
      }, 100);
    });
}

async function measureScrolling(dist) {
  const { server, url } = await serve(dist);
  const browser = await chromium.launch(chromiumLaunchOptions);
  const samples = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(url);
      await page.waitForSelector('[role="row"][aria-rowindex="2"]');
      const cdp = await page.context().newCDPSession(page);
      // Measure scrolling, not start-up: give the page two idle seconds at full speed, in which the browser
      // collects the garbage of building 100,000 rows on its own. Not a forced GC (HeapProfiler.collectGarbage):
      // that is a memory-reducing collection which sets the next heap limit just above the live 55 MB, so the
      // scroll's first few MB of garbage start a full collection (a 75 ms pause at 4x) no user ever meets.
      await page.waitForTimeout(SETTLE_MS);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.waitForTimeout(500);
      const box = await page.locator('[role="grid"]').boundingBox();
      await page.evaluate(startRecording);
      // Real input: a mouse-wheel scroll gesture over the grid, driven by the browser like a user's.
      await cdp.send('Input.synthesizeScrollGesture', {
        x: Math.round((box?.x ?? 0) + 200),
        y: Math.round((box?.y ?? 0) + 200),
        yDistance: -Math.round((SCROLL_PX_PER_S * SCROLL_MS) / 1000),
        speed: SCROLL_PX_PER_S,
        gestureSourceType: 'mouse',
      });
      const sample = await page.evaluate(() => window.__stopRecording());
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.close();
      samples.push(sample);
      console.log(
        `  run ${run}/${runs}: ${sample.longTasks} long tasks (longest ${sample.longestTaskMs} ms), ` +
          `max frame gap ${sample.maxFrameGapMs} ms over ${sample.frames} frames, ` +
          `max ${sample.maxRowsInDom} rows in DOM, reached row ${sample.lastRowIndex}`,
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
  return {
    samples,
    longTasks: median(samples.map((s) => s.longTasks)),
    maxFrameGapMs: median(samples.map((s) => s.maxFrameGapMs)),
    maxRowsInDom: median(samples.map((s) => s.maxRowsInDom)),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// 2. What a consumer pays: bundle one import against the BUILT package (library build, its package.json exports
//    and sideEffects) with Vite/rolldown, minified, React external, then gzip.
// ---------------------------------------------------------------------------------------------------------------
async function buildPackageForConsumers() {
  const target = join(consumerWork, 'node_modules', '@paydesk', 'ui');
  mkdirSync(target, { recursive: true });
  // The package's own library build, into a scratch copy so a developer's dist/ is left alone.
  await build({
    configFile: join(packageDir, 'vite.config.ts'),
    root: packageDir,
    logLevel: 'error',
    build: { outDir: join(target, 'dist') },
  });
  const pkg = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8'));
  // What npm users get: publishConfig applied, as pnpm does when packing.
  const published = { ...pkg, ...pkg.publishConfig };
  delete published.publishConfig;
  writeFileSync(join(target, 'package.json'), JSON.stringify(published, null, 2));
  // Dependencies resolve from the workspace install.
  symlinkSync(join(packageDir, 'node_modules'), join(target, 'node_modules'), 'dir');
  // The baseline bundle imports react-aria-components directly.
  symlinkSync(
    join(packageDir, 'node_modules', 'react-aria-components'),
    join(consumerWork, 'node_modules', 'react-aria-components'),
    'dir',
  );
}

async function consumerBytes(name, source) {
  const root = join(consumerWork, `consumer-${name}`);
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'entry.js'), source);
  const outDir = join(root, 'dist');
  await build({
    ...quiet,
    root,
    resolve: { preserveSymlinks: false },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      copyPublicDir: false,
      rolldownOptions: {
        input: join(root, 'entry.js'),
        external: (id) => /^react(-dom)?(\/|$)/.test(id),
        output: { format: 'es', entryFileNames: 'entry.js' },
      },
    },
  });
  let js = '';
  for (const file of await readdir(outDir, { recursive: true })) {
    if (String(file).endsWith('.js')) js += await readFile(join(outDir, String(file)), 'utf8');
  }
  return { bytes: Buffer.byteLength(js), gzip: gzipSync(js, { level: 9 }).length, js };
}

async function measureSizes() {
  await buildPackageForConsumers();
  const button = await consumerBytes(
    'button',
    `import { Button } from '@paydesk/ui';\nwindow.__used = Button;\n`,
  );
  const baseline = await consumerBytes(
    'rac-button',
    `import { Button } from 'react-aria-components';\nwindow.__used = Button;\n`,
  );
  const dataTable = await consumerBytes(
    'datatable',
    `import { DataTable } from '@paydesk/ui';\nwindow.__used = DataTable;\n`,
  );
  const css = await readFile(
    join(consumerWork, 'node_modules', '@paydesk', 'ui', 'dist', 'style.css'),
  );
  // Tree-shaking proof: nothing of the table reaches a Button-only bundle.
  const leaked = ['aria-rowcount', 'getVirtualItems', 'createSortedRowModel'].filter((s) =>
    button.js.includes(s),
  );
  if (leaked.length) console.error(`  Button bundle contains DataTable code: ${leaked.join(', ')}`);
  return {
    buttonKb: kb(button.gzip),
    racButtonKb: kb(baseline.gzip),
    buttonOverBaselineKb: kb(button.gzip - baseline.gzip),
    dataTableKb: kb(dataTable.gzip),
    styleCssKb: kb(gzipSync(css, { level: 9 }).length),
    treeShaken: leaked.length === 0,
  };
}

// ---------------------------------------------------------------------------------------------------------------
console.log(
  `\n@paydesk/ui bench — ${ROWS.toLocaleString('en-US')} rows, ${CPU_SLOWDOWN}x CPU slowdown, ${runs} runs\n`,
);
// Frame timings are only meaningful on an otherwise idle machine; say so when it is not.
const cores = availableParallelism();
const loadBefore = loadavg()[0];
const dist = await buildScrollPage();
const scrolling = await measureScrolling(dist);
const sizes = await measureSizes();

const load = { cores, before: loadBefore, after: loadavg()[0] };
const overloaded = Math.max(load.before, load.after) > cores;
const measured = { ...scrolling, ...sizes };
const rows = Object.entries(budgets).map(([key, budget]) => ({
  metric: budget.label,
  value: `${measured[key]}${budget.unit ? ` ${budget.unit}` : ''}`,
  budget: `≤ ${budget.max}${budget.unit ? ` ${budget.unit}` : ''}`,
  result: measured[key] <= budget.max ? 'PASS' : 'FAIL',
}));
rows.push({
  metric: 'Button bundle free of DataTable code (tree-shaking)',
  value: String(sizes.treeShaken),
  budget: 'true',
  result: sizes.treeShaken ? 'PASS' : 'FAIL',
});
const info = [
  ['Button alone (gzip)', `${sizes.buttonKb} KB`],
  ['react-aria-components Button alone (gzip, baseline)', `${sizes.racButtonKb} KB`],
  ['dist/style.css, all components (gzip)', `${sizes.styleCssKb} KB`],
];

console.log('');
console.table(rows);
console.table(info.map(([metric, value]) => ({ metric, value })));

mkdirSync(resultsDir, { recursive: true });
const report = {
  date: new Date().toISOString(),
  settings: {
    rows: ROWS,
    cpuSlowdown: CPU_SLOWDOWN,
    scrollMs: SCROLL_MS,
    scrollPxPerS: SCROLL_PX_PER_S,
    runs,
  },
  load,
  budgets,
  results: rows,
  measured,
};
const file = join(resultsDir, `ui-${report.date.replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(resultsDir, 'ui-latest.json'), `${JSON.stringify(report, null, 2)}\n`);
if (keepWork) console.log(`Kept ${work} and ${consumerWork}`);
else {
  rmSync(work, { recursive: true, force: true });
  rmSync(consumerWork, { recursive: true, force: true });
}
console.log(`\nresults: ${file}`);

if (overloaded) {
  console.warn(
    `\nWARNING: load average ${load.before.toFixed(1)} → ${load.after.toFixed(1)} on ${cores} cores. Other processes ` +
      "took the CPU during the scroll runs, so long tasks and frame gaps overstate the table's own cost; " +
      'rerun on an idle machine before trusting them.',
  );
}

const failed = rows.filter((r) => r.result === 'FAIL');
if (failed.length) {
  console.error(`\nFAILED budgets: ${failed.map((r) => r.metric).join('; ')}`);
  process.exit(1);
}
