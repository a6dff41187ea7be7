import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Browser } from './emulator.js';

/** Posts an action and reads its kept answer over HTTP (the push path is covered by the contract tests). */
export async function act(
  browser: Browser,
  area: string,
  action: string,
  payload: unknown = undefined,
  id?: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ document: any; requestReference: string }> {
  const requestReference = randomUUID();
  const ack = await browser.request('POST', `/api/${area}`, {
    data: { requestReference, action, id, payload },
  });
  expect(ack.status, JSON.stringify(ack.json)).toBe(202);
  for (let attempt = 0; attempt < 200; attempt++) {
    const answer = await browser.request('GET', `/api/answers/${requestReference}`);
    if (answer.status === 200) return { document: answer.json.document, requestReference };
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`No answer for ${action}`);
}

export const firstError = (document: { errors?: { code: string; title: string }[] }) =>
  document.errors?.[0];
