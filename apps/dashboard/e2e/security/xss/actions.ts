/**
 * Calls actions the way the dashboard does (SPEC §7): POST `/api/{area}` with a requestReference, then read the
 * kept answers in bulk from `POST /api/answers` (one lookup for many calls keeps a test under the rate limit).
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

const JSON_API = { 'content-type': 'application/vnd.api+json' };
/** The emulator's bulk lookup takes at most this many references. */
const LOOKUP_BATCH = 200;
const POLL_INTERVAL_MS = 100;
const POLL_ATTEMPTS = 100;

export type Area = 'main' | 'mailbox' | 'payments';

export interface ActionCall {
  readonly area: Area;
  readonly action: string;
  readonly id?: string;
  readonly payload?: unknown;
}

export interface AnswerDocument {
  data?: unknown;
  included?: unknown[];
  errors?: { title: string; code?: string; source?: { pointer?: string } }[];
}

interface KeptAnswer {
  requestReference: string;
  document: AnswerDocument;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Posts the calls in order and answers their documents in the same order (errors included, not thrown). */
export async function callAll(
  request: APIRequestContext,
  calls: readonly ActionCall[],
): Promise<AnswerDocument[]> {
  const references: string[] = [];
  for (const { area, action, id, payload } of calls) {
    const requestReference = randomUUID();
    const posted = await request.post(`/api/${area}`, {
      headers: JSON_API,
      data: { data: { requestReference, action, id, payload } },
    });
    if (posted.status() !== 202)
      throw new Error(`${action}: HTTP ${posted.status()} ${await posted.text()}`);
    references.push(requestReference);
  }
  const answers = new Map<string, AnswerDocument>();
  for (let attempt = 0; attempt < POLL_ATTEMPTS && answers.size < references.length; attempt++) {
    const waiting = references.filter((reference) => !answers.has(reference));
    for (let start = 0; start < waiting.length; start += LOOKUP_BATCH) {
      const lookup = await request.post('/api/answers', {
        headers: JSON_API,
        data: { requestReferences: waiting.slice(start, start + LOOKUP_BATCH) },
      });
      if (!lookup.ok()) throw new Error(`answers: HTTP ${lookup.status()} ${await lookup.text()}`);
      for (const answer of ((await lookup.json()) as { answers: KeptAnswer[] }).answers)
        answers.set(answer.requestReference, answer.document);
    }
    if (answers.size < references.length) await sleep(POLL_INTERVAL_MS);
  }
  return references.map((reference, index) => {
    const document = answers.get(reference);
    if (!document) throw new Error(`${calls[index]!.action}: no answer`);
    return document;
  });
}

/** Like {@link callAll}, but every call must succeed. */
export async function callAllOk(
  request: APIRequestContext,
  calls: readonly ActionCall[],
): Promise<AnswerDocument[]> {
  const documents = await callAll(request, calls);
  documents.forEach((document, index) => {
    if (document.errors?.length)
      throw new Error(`${calls[index]!.action}: ${JSON.stringify(document.errors)}`);
  });
  return documents;
}

export async function callOk(
  request: APIRequestContext,
  call: ActionCall,
): Promise<AnswerDocument> {
  return (await callAllOk(request, [call]))[0]!;
}

export interface Attachment {
  readonly name: string;
  readonly mimeType: string;
  readonly bytes: Buffer;
}

/** Reserves the attachments (`allocateAttachment` of `area`) in one batch, uploads their bytes, answers their ids. */
export async function uploadAttachments(
  request: APIRequestContext,
  area: Area,
  attachments: readonly Attachment[],
): Promise<string[]> {
  const answers = await callAllOk(
    request,
    attachments.map(({ name, mimeType, bytes }) => ({
      area,
      action: `${area === 'mailbox' ? 'messages' : 'disputes'}/allocateAttachment`,
      payload: { data: { type: 'file', attributes: { name, mimeType, size: bytes.length } } },
    })),
  );
  const ids: string[] = [];
  for (const [index, answer] of answers.entries()) {
    const file = answer.data as { id: string; attributes: { uploadPath: string } };
    const put = await request.put(file.attributes.uploadPath, {
      headers: { 'content-type': 'application/octet-stream' },
      data: attachments[index]!.bytes,
    });
    if (!put.ok()) throw new Error(`upload ${file.id}: HTTP ${put.status()}`);
    ids.push(file.id);
  }
  return ids;
}
