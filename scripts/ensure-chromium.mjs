#!/usr/bin/env node
// Browser tests use Debian's Chromium, never a downloaded build. Install it when it is missing and we may.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(`${CHROMIUM} is missing: run "sudo apt-get install -y chromium" and try again.`);
    process.exit(1);
  }
  console.log('Installing Debian chromium (apt-get install -y chromium)…');
  execSync('apt-get update && apt-get install -y chromium', { stdio: 'inherit' });
}
