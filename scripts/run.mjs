#!/usr/bin/env node
// The README's two commands (`npm start`, `npm test`) land here: on a fresh machine with only Node and npm
// they install pnpm and the workspace's dependencies, then hand over to the pnpm script that does the work.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';

const tasks = { start: 'app:start', test: 'test:all' };
const task = tasks[process.argv[2]];
if (!task) {
  console.error(`usage: node scripts/run.mjs ${Object.keys(tasks).join('|')}`);
  process.exit(2);
}

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

if (!has('pnpm')) {
  console.log('pnpm is missing: installing it with npm (npm i -g pnpm@12)…');
  execSync('npm i -g pnpm@12', { stdio: 'inherit' });
}

// Install when node_modules is missing or older than the lockfile.
const lock = 'pnpm-lock.yaml';
const marker = 'node_modules/.modules.yaml';
const stale =
  !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
if (stale) {
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  execSync(['pnpm', 'install', ...frozen].join(' '), { stdio: 'inherit' });
}

const version = JSON.parse(readFileSync('package.json', 'utf8')).engines?.node;
console.log(`node ${process.version} (wants ${version}) → pnpm run ${task}`);
const result = spawnSync('pnpm', ['run', task], { stdio: 'inherit' });
process.exit(result.status ?? 1);
