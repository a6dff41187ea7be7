#!/usr/bin/env node
// Runs one of vitest's browser projects (`browser`, `storybook`) in Debian's Chromium.
// On a busy machine Chromium's page can die under the run ("Browser connection was closed while running tests"):
// the files after it never run, although no test failed. Such a run is run again, once, and says so.
// A run in which a test failed is never run again (`browserLost.mjs`).
import { spawn } from 'node:child_process';
import { lostBrowserOnly } from './browserLost.mjs';

const project = process.argv[2];
if (!project) {
  console.error('usage: node scripts/vitest-browser.mjs <project>');
  process.exit(2);
}

function run() {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['exec', 'vitest', 'run', '--project', project], {
      stdio: ['inherit', 'pipe', 'pipe'],
    });
    let output = '';
    for (const [stream, sink] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      stream.on('data', (chunk) => {
        sink.write(chunk);
        output += chunk;
      });
    }
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const first = await run();
if (!lostBrowserOnly(first.code, first.output)) process.exit(first.code);

console.log(
  `\nvitest-browser: Chromium's page closed during the "${project}" run; running it again, once.\n`,
);
const second = await run();
process.exit(second.code);
