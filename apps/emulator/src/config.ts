import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { DEFAULT_PASSWORD_COST } from './domain/auth/passwords.js';

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
  /**
   * Local mode (the default of `npm start`): the emulator stands in for the provider on a developer's machine and
   * shows what it would have sent at `/emulator/outbox`. Off, it behaves as a real provider would: no outbox pages.
   */
  localMode: boolean;
  /** Transaction rows generated for Acme Retail (0…1,000,000). */
  transactions: number;
  pusher: PusherConfig;
  /** Push messages above this size (bytes) go out as a notice to fetch the answer over HTTP. */
  pushLimitBytes: number;
  /** Origins allowed to send state-changing requests besides the server's own. */
  allowedOrigins: string[];
  /** Host header values (`name` for any port, or `name:port`) accepted besides the listen addresses. */
  allowedHosts: string[];
  rateLimit: RateLimitConfig;
  /** Pushed answers are kept at least this long for HTTP fetches. */
  answerRetentionMs: number;
  /** scrypt N for password hashes (tests lower it; stored hashes keep their own). */
  passwordCost: number;
  log: boolean;
}

export interface PusherConfig {
  appId: string;
  key: string;
  /** Signs private-channel subscriptions. Absent: a random secret kept in the data directory (never a default). */
  secret?: string;
  activityTimeout: number;
}

/** The configuration a running emulator uses: every secret resolved. */
export type RunningConfig = EmulatorConfig & { pusher: Required<PusherConfig> };

export interface RateLimitConfig {
  /** Requests per window per client for the API as a whole. */
  general: { max: number; windowMs: number };
  /** Requests per window per client for sign-in, password reset, sign-up and similar. */
  signIn: { max: number; windowMs: number };
  /** Requests per window per API key on the REST API (`/v1`); absent: as `general`. */
  restApi?: { max: number; windowMs: number };
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

/** A comma-separated list, blanks dropped. */
const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function defaultConfig(): EmulatorConfig {
  return {
    host: '127.0.0.1',
    port: 4173,
    dataDir: resolve(appRoot, '.data'),
    dashboardDir: resolve(appRoot, '../dashboard/dist'),
    testControl: false,
    localMode: true,
    transactions: 20_000,
    pusher: {
      appId: 'paydesk',
      key: 'paydesk-key',
      activityTimeout: 120,
    },
    pushLimitBytes: 10 * 1024,
    allowedOrigins: [],
    allowedHosts: [],
    rateLimit: {
      general: { max: 600, windowMs: 60_000 },
      signIn: { max: 20, windowMs: 60_000 },
    },
    answerRetentionMs: 24 * 60 * 60 * 1000,
    passwordCost: DEFAULT_PASSWORD_COST,
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
    localMode: env.PAYDESK_EMULATOR_MODE !== 'provider',
    transactions: int(env.PAYDESK_TRANSACTIONS, base.transactions, 0, 1_000_000),
    pusher: {
      ...base.pusher,
      appId: env.PAYDESK_PUSHER_APP_ID || base.pusher.appId,
      key: env.PAYDESK_PUSHER_KEY || base.pusher.key,
      ...(env.PAYDESK_PUSHER_SECRET ? { secret: env.PAYDESK_PUSHER_SECRET } : {}),
    },
    allowedOrigins: list(env.PAYDESK_ALLOWED_ORIGINS),
    allowedHosts: list(env.PAYDESK_ALLOWED_HOSTS),
    rateLimit: {
      general: {
        max: int(env.PAYDESK_RATE_LIMIT, base.rateLimit.general.max, 1),
        windowMs: base.rateLimit.general.windowMs,
      },
      signIn: {
        max: int(env.PAYDESK_SIGNIN_RATE_LIMIT, base.rateLimit.signIn.max, 1),
        windowMs: base.rateLimit.signIn.windowMs,
      },
      restApi: {
        max: int(env.PAYDESK_REST_RATE_LIMIT, base.rateLimit.general.max, 1),
        windowMs: base.rateLimit.general.windowMs,
      },
    },
  };
}
