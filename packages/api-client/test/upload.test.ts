// The resumable uploader against a fake server behind fetch: chunks at the server's offset, a dropped connection
// resumes from what the server stored (never re-sending a byte past it), a file over 2 GB is refused without a
// request, a 409 realigns, an abort stops, and repeated failures give up with the last error.
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiClient,
  ApiError,
  DOWNLOAD_TOO_LARGE_MESSAGE,
  MAX_DOWNLOAD_BYTES,
  type UploadProgress,
} from '../src/index';

const CHUNK = 1024;

interface Put {
  offset: number;
  length: number;
}

/** A server holding one upload's bytes; `fail` decides per PUT whether the connection drops before or after storing. */
class FakeUploadServer {
  bytes = new Uint8Array(0);
  size = 0;
  puts: Put[] = [];
  posts = 0;
  gets = 0;
  fail: (put: Put, index: number) => 'before' | 'after' | '500' | null = () => null;

  #doc(status = 200) {
    const complete = this.bytes.length === this.size && this.posts > 0;
    return new Response(
      JSON.stringify({
        data: {
          type: 'upload',
          id: 'upl_1',
          attributes: {
            organizationId: 'org',
            name: 'a.bin',
            size: this.size,
            contentType: 'application/octet-stream',
            received: this.bytes.length,
            chunkSize: CHUNK,
            status: complete ? 'complete' : 'uploading',
            sha256: complete ? createHash('sha256').update(this.bytes).digest('hex') : null,
            createdAt: '2026-01-01T00:00:00.000Z',
            completedAt: null,
          },
        },
      }),
      { status, headers: { 'Content-Type': 'application/vnd.api+json' } },
    );
  }

  fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://x');
    if (init.method === 'POST') {
      this.posts++;
      this.size = (
        JSON.parse(String(init.body)) as { data: { attributes: { size: number } } }
      ).data.attributes.size;
      return this.#doc(201);
    }
    if (init.method === 'GET') {
      this.gets++;
      return this.#doc();
    }
    const offset = Number(url.searchParams.get('offset'));
    const chunk = new Uint8Array(await (init.body as Blob).arrayBuffer());
    const put = { offset, length: chunk.length };
    const failure = this.fail(put, this.puts.length);
    this.puts.push(put);
    if (failure === 'before') throw new TypeError('Failed to fetch');
    if (failure === '500')
      return new Response(JSON.stringify({ errors: [{ title: 'Oops', code: '500' }] }), {
        status: 500,
      });
    if (offset !== this.bytes.length)
      return new Response(
        JSON.stringify({
          errors: [{ title: 'wrong', code: 'wrong-offset', meta: { received: this.bytes.length } }],
        }),
        { status: 409 },
      );
    const next = new Uint8Array(this.bytes.length + chunk.length);
    next.set(this.bytes);
    next.set(chunk, this.bytes.length);
    this.bytes = next;
    if (failure === 'after') throw new TypeError('network connection was lost');
    return this.#doc();
  }) as typeof fetch;
}

const clients: ApiClient[] = [];
afterEach(() => clients.splice(0).forEach((client) => client.dispose()));

function setup() {
  const server = new FakeUploadServer();
  const client = new ApiClient({ fetch: server.fetch, visibility: false });
  clients.push(client);
  return { server, client };
}

function fileOf(length: number) {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = (i * 31 + 7) % 251;
  return { bytes, file: new File([bytes], 'a.bin') };
}

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const options = { organizationId: 'org', retryDelayMs: 1 };

/** No PUT starts below what the server had stored when it was sent. */
function expectNoByteTwice(puts: Put[], stored: number[]) {
  puts.forEach((put, index) => expect(put.offset).toBeGreaterThanOrEqual(stored[index]!));
}

describe('uploadFile', () => {
  it('sends the chunks in order and reports progress up to 100%', async () => {
    const { server, client } = setup();
    const { bytes, file } = fileOf(CHUNK * 2 + 100);
    const progress: UploadProgress[] = [];
    const upload = await client.uploadFile(file, {
      ...options,
      onProgress: (p) => progress.push(p),
    });
    expect(server.puts).toEqual([
      { offset: 0, length: CHUNK },
      { offset: CHUNK, length: CHUNK },
      { offset: 2 * CHUNK, length: 100 },
    ]);
    expect(upload.attributes.sha256).toBe(sha(bytes));
    expect(progress.map((p) => p.loaded)).toEqual([0, CHUNK, 2 * CHUNK, 2 * CHUNK + 100]);
    expect(progress.at(-1)!.fraction).toBe(1);
  });

  it('resumes after a connection dropped once the server had stored the chunk, without sending it again', async () => {
    const { server, client } = setup();
    const { bytes, file } = fileOf(CHUNK * 4);
    const stored: number[] = [];
    server.fail = (_put, index) => {
      stored.push(server.bytes.length);
      return index === 1 ? 'after' : null;
    };
    const upload = await client.uploadFile(file, options);
    expect(server.puts.map((put) => put.offset)).toEqual([0, CHUNK, 2 * CHUNK, 3 * CHUNK]);
    expectNoByteTwice(server.puts, stored);
    expect(server.gets).toBe(1);
    expect(sha(server.bytes)).toBe(sha(bytes));
    expect(upload.attributes.status).toBe('complete');
  });

  it('sends a chunk again when it never reached the server, and retries 5xx with backoff', async () => {
    const { server, client } = setup();
    const { bytes, file } = fileOf(CHUNK * 3);
    server.fail = (_put, index) => (index === 1 ? 'before' : index === 2 ? '500' : null);
    await client.uploadFile(file, options);
    expect(server.puts.map((put) => put.offset)).toEqual([0, CHUNK, CHUNK, CHUNK, 2 * CHUNK]);
    expect(sha(server.bytes)).toBe(sha(bytes));
  });

  it('resumes an earlier upload by id from where the server stands', async () => {
    const { server, client } = setup();
    const { bytes, file } = fileOf(CHUNK * 3);
    server.fail = (_put, index) => (index >= 1 ? 'before' : null);
    const error = await client
      .uploadFile(file, { ...options, retries: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('network');
    expect(server.bytes.length).toBe(CHUNK);
    server.fail = () => null;
    server.puts = [];
    await client.uploadFile(file, { ...options, uploadId: 'upl_1' });
    expect(server.posts).toBe(1);
    expect(server.puts.map((put) => put.offset)).toEqual([CHUNK, 2 * CHUNK]);
    expect(sha(server.bytes)).toBe(sha(bytes));
  });

  it('realigns on a 409 with the server offset', async () => {
    const { server, client } = setup();
    const { bytes, file } = fileOf(CHUNK * 2);
    // The server already has the first chunk (another tab, an earlier attempt) when the resume starts at 0.
    server.size = bytes.length;
    server.posts = 1;
    server.bytes = bytes.slice(0, CHUNK);
    const progress: number[] = [];
    const stale = {
      ...options,
      uploadId: 'upl_1',
      onProgress: (p: UploadProgress) => progress.push(p.loaded),
    };
    await client.uploadFile(file, stale);
    expect(server.puts.map((put) => put.offset)).toEqual([CHUNK]);
    expect(sha(server.bytes)).toBe(sha(bytes));
  });

  it('refuses a file over 2 GB at once, by size, without a request', async () => {
    const { server, client } = setup();
    const file = new File(['x'], 'huge.bin');
    Object.defineProperty(file, 'size', { value: MAX_DOWNLOAD_BYTES + 1 });
    const error = (await client.uploadFile(file, options).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.titles).toEqual([DOWNLOAD_TOO_LARGE_MESSAGE]);
    expect(error.errors[0]!.source?.pointer).toBe('/data/attributes/size');
    expect(server.posts + server.puts.length + server.gets).toBe(0);
  });

  it('stops when aborted', async () => {
    const { server, client } = setup();
    const { file } = fileOf(CHUNK * 3);
    const controller = new AbortController();
    server.fail = (_put, index) => {
      if (index === 0) controller.abort();
      return null;
    };
    const error = (await client
      .uploadFile(file, { ...options, signal: controller.signal })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('aborted');
    expect(server.puts.length).toBe(1);
  });
});
