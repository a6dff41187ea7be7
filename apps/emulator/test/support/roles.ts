/**
 * What most emulator suites need beside the emulator: clients signed in as a demo role (disposed after each test),
 * the refusal a call ended with, and a demo organization's id.
 */
import { ApiError } from '@paydesk/api-client';
import { afterEach, expect } from 'vitest';
import { signedIn, type TestClient } from './client.js';
import type { EmulatorSuite } from './suite.js';

/** `as('admin')`: a client signed in as `admin@paydesk.test`, disposed after the test. */
export function clientsByRole(suite: EmulatorSuite) {
  const clients: TestClient[] = [];
  afterEach(() => {
    for (const client of clients.splice(0)) client.api.dispose();
  });
  return async (role: string) => {
    const client = await signedIn(suite.emulator, `${role}@paydesk.test`);
    clients.push(client);
    return client;
  };
}

/** The ApiError a call was refused with; fails the test when the call succeeded. */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('Expected the call to fail');
}

/** The id of a demo organization ('Acme Retail', 'Acme Travel'). */
export async function organizationId(suite: EmulatorSuite, name: string): Promise<string> {
  const row = await suite.emulator.context.db.get<{ id: string }>(
    "SELECT id FROM resources WHERE type = 'organization' AND name = ?",
    [name],
  );
  if (!row) throw new Error(`No demo organization named ${name}`);
  return row.id;
}
