import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MEMORY_DATA_DIR } from '../infra/db/database.js';

/** The file in the data directory that keeps the push channel's signing secret across restarts. */
export const PUSH_SECRET_FILE = 'push-secret';
const SECRET_BYTES = 32;
/** Only the emulator's own user may read the secret. */
const OWNER_ONLY = 0o600;
const GROUP_OR_OTHER_BITS = 0o077;

const randomSecret = () => randomBytes(SECRET_BYTES).toString('hex');

function readSecret(path: string): string | null {
  try {
    const secret = readFileSync(path, 'utf8').trim();
    if (secret && (statSync(path).mode & GROUP_OR_OTHER_BITS) !== 0) chmodSync(path, OWNER_ONLY);
    return secret || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The secret that signs private-channel subscriptions: made at random on a data directory's first start and kept
 * there; a memory database gets a new one per process.
 */
export function pushSecretFor(dataDir: string): string {
  if (dataDir === MEMORY_DATA_DIR) return randomSecret();
  const path = join(dataDir, PUSH_SECRET_FILE);
  const existing = readSecret(path);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const secret = randomSecret();
  try {
    // `wx`: two processes starting on a new directory at once keep the first one's secret.
    writeFileSync(path, `${secret}\n`, { mode: OWNER_ONLY, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const raced = readSecret(path);
    if (raced) return raced;
    // An empty file (an interrupted first start) is replaced.
    writeFileSync(path, `${secret}\n`);
    chmodSync(path, OWNER_ONLY);
  }
  return secret;
}
