import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmulator, type Emulator } from '../../src/emulator.js';
import type { EmulatorConfig } from '../../src/config.js';

export interface TestEmulator extends Emulator {
  dataDir: string;
  stop(): Promise<void>;
}

/** The real emulator on an ephemeral loopback port, with its own data directory and test control on. */
export async function startEmulator(
  overrides: Partial<EmulatorConfig> = {},
): Promise<TestEmulator> {
  const dataDir = mkdtempSync(join(tmpdir(), 'paydesk-emulator-'));
  const emulator = await createEmulator({
    port: 0,
    dataDir,
    dashboardDir: join(dataDir, 'no-dashboard'),
    testControl: true,
    log: false,
    // Cheap password hashing keeps the many sign-ins of the suites fast; the production cost is tested below.
    passwordCost: 1024,
    ...overrides,
  });
  return {
    ...emulator,
    dataDir,
    async stop() {
      await emulator.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const DEMO_PASSWORD = 'Paydesk-demo-1';
export const JSON_API = 'application/vnd.api+json';

/** A tiny cookie-keeping fetch for protocol-level tests (the contract tests use the real api-client). */
export class Browser {
  readonly cookies = new Map<string, string>();
  readonly base: string;
  readonly headers: Record<string, string>;

  constructor(base: string, headers: Record<string, string> = {}) {
    this.base = base;
    this.headers = headers;
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        accept: JSON_API,
        ...(body !== undefined ? { 'content-type': JSON_API } : {}),
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...this.headers,
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';');
      const [name, value = ''] = pair!.split('=');
      const expired = attributes.some((attribute) => /expires=Thu, 01 Jan 1970/i.test(attribute));
      if (expired || value === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    const text = await response.text();
    // Tests read answers loosely; the contract tests check shapes with the real schemas.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    let json: any = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = text;
    }
    return { status: response.status, headers: response.headers, json };
  }

  signIn(email: string, password = DEMO_PASSWORD, extra: Record<string, unknown> = {}) {
    return this.request('POST', '/api/signin', {
      data: {
        type: 'access-token-login',
        attributes: { email, password, isTrustedDevice: false, setAuthCookie: true, ...extra },
      },
    });
  }
}
