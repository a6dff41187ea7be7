#!/usr/bin/env node
// Publishes Storybook to Chromatic for visual review when the team has a project token; skips cleanly otherwise.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'chromatic: skipped (set CHROMATIC_PROJECT_TOKEN to publish Storybook for visual review)',
  );
  process.exit(0);
}
const result = spawnSync(
  'pnpm',
  [
    'exec',
    'chromatic',
    '--build-script-name',
    'storybook:build',
    '--exit-zero-on-changes',
    '--only-changed',
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
