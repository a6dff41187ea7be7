import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Posts an action the way the client does (with the browser's session cookie) and reads its kept answer, which
 * must be a success: for a test's setup and checks beside what the page shows.
 */
export async function postAction<T>(
  request: APIRequestContext,
  area: string,
  action: string,
  id: string | undefined,
  payload: unknown,
): Promise<T> {
  const requestReference = randomUUID();
  const posted = await request.post(`/api/${area}`, {
    headers: { 'Content-Type': 'application/vnd.api+json' },
    data: { data: { requestReference, action, id, payload } },
  });
  expect(posted.ok()).toBe(true);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answer = await request.get(`/api/answers/${requestReference}`);
    if (answer.status() !== 202) {
      expect(answer.ok()).toBe(true);
      const body = (await answer.json()) as { document: { errors?: unknown } & T };
      expect(body.document.errors).toBeUndefined();
      return body.document;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no answer to ${action}`);
}
