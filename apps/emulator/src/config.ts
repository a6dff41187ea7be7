import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const appRoot = fileURLToPath(new URL('..', import.meta.url));

/** Everything the emulator can be told from outside; `createEmulator` takes the same object. */
export interface EmulatorConfig {
  host: string;
  port: number;
  /** Directory holding the database file; `:memory:` keeps everything in memory. */
  dataDir: string;
  /** Where the built dashboard lives; served on the same origin with an index.html fallback. */
  dashboardDir: string;
  testControl: boolean;
  /** Transactions generated for Acme Retail once transactions exist (later issues); up to 1,000,000. */
  transactions: number;
  pusher: { appId: string; key: string; secret: string; activityTimeout: number };
  /** Push messages above this size (bytes) go out as a notice to fetch the answer over HTTP. */
  pushLimitBytes: number;
  /** Origins allowed to send state-changing requests besides the server's own. */
  allowedOrigins: string[];
  rateLimit: RateLimitConfig;
  /** Pushed answers are kept at least this long for HTTP fetches. */
  answerRetentionMs: number;
  /** scrypt N for password hashes (tests lower it; stored hashes keep their own). */
  passwordCost: number;
  log: boolean;
}

export interface RateLimitConfig {
  /** Requests per window per client for the API as a whole. */
  general: { max: number; windowMs: number };
  /** Requests per window per client for sign-in, password reset, sign-up and similar. */
  signIn: { max: number; windowMs: number };
}

function int(
  value: string | undefined,
  fallback: number,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isFinite(parsed) || parsed < min || parsed > max) {
    throw new Error(`Expected an integer between ${min} and ${max}, got "${value}"`);
  }
  return parsed;
}

export function defaultConfig(): EmulatorConfig {
  return {
    host: '127.0.0.1',
    port: 4173,
    dataDir: resolve(appRoot, '.data'),
    dashboardDir: resolve(appRoot, '../dashboard/dist'),
    testControl: false,
    transactions: 20_000,
    pusher: {
      appId: 'paydesk',
      key: 'paydesk-key',
      secret: 'paydesk-secret',
      activityTimeout: 120,
    },
    pushLimitBytes: 10 * 1024,
    allowedOrigins: [],
    rateLimit: {
      general: { max: 600, windowMs: 60_000 },
      signIn: { max: 20, windowMs: 60_000 },
    },
    answerRetentionMs: 24 * 60 * 60 * 1000,
    passwordCost: 16_384,
    log: true,
  };
}

/** Reads the documented environment variables (see README). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): EmulatorConfig {
  const base = defaultConfig();
  return {
    ...base,
    host: env.HOST || base.host,
    port: int(env.PORT, base.port, 0, 65_535),
    dataDir: env.PAYDESK_DATA_DIR ? resolve(env.PAYDESK_DATA_DIR) : base.dataDir,
    dashboardDir: env.PAYDESK_DASHBOARD_DIR
      ? resolve(env.PAYDESK_DASHBOARD_DIR)
      : base.dashboardDir,
    testControl: env.PAYDESK_TEST_CONTROL === '1',
    transactions: int(env.PAYDESK_TRANSACTIONS, base.transactions, 0, 1_000_000),
    pusher: {
      ...base.pusher,
      appId: env.PAYDESK_PUSHER_APP_ID || base.pusher.appId,
      key: env.PAYDESK_PUSHER_KEY || base.pusher.key,
      secret: env.PAYDESK_PUSHER_SECRET || base.pusher.secret,
    },
    allowedOrigins: (env.PAYDESK_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    rateLimit: {
      general: {
        max: int(env.PAYDESK_RATE_LIMIT, base.rateLimit.general.max, 1),
        windowMs: base.rateLimit.general.windowMs,
      },
      signIn: {
        max: int(env.PAYDESK_SIGNIN_RATE_LIMIT, base.rateLimit.signIn.max, 1),
        windowMs: base.rateLimit.signIn.windowMs,
      },
    },
  };
}
