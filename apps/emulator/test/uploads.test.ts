// Chunked uploads (payment link downloads) through the real api-client and raw HTTP: chunks at exact offsets, a
// wrong offset answers 409 with where the server stands, completion stores the SHA-256 of the file on disk, a file
// over 2 GB is refused at announce time, permissions and the organization are checked, the public download
// streams the file by token alone, and a reset removes the files.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  DOWNLOAD_NOT_READY_MESSAGE,
  DOWNLOAD_TOO_LARGE_MESSAGE,
  paymentLinks,
  MAX_DOWNLOAD_BYTES,
  UPLOAD_CHUNK_BYTES,
  routes,
} from '@paydesk/api-client';
import { uploadById } from '../src/domain/uploads/store.js';
import { uploadsByIds } from '../src/domain/uploads/uploads.js';
import { type TestClient } from './support/client.js';
import { emulatorSuite } from './support/suite.js';
import { clientsByRole } from './support/roles.js';

vi.setConfig({ hookTimeout: 60_000, testTimeout: 60_000 });
const suite = emulatorSuite();
const as = clientsByRole(suite);
let acme: string;
let globex: string;

beforeAll(async () => {
  // Organizations of two merchants: the admin of Acme sees Acme Retail, not Globex's.
  const rows = await suite.emulator.context.db.all<{ id: string; name: string; parent: string }>(
    `SELECT r.id, r.name, p.name AS parent FROM resources r JOIN resources p ON p.id = r.parent_id
      WHERE r.type = 'organization' AND p.name IN ('Acme Commerce', 'Globex Payments')`,
  );
  acme = rows.find((row) => row.name === 'Acme Retail')!.id;
  globex = rows.find((row) => row.parent === 'Globex Payments')!.id;
});

function bytesOf(length: number) {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = (i * 131 + 17) % 256;
  return bytes;
}
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A raw request with the client's session cookie. */
async function raw(
  client: TestClient,
  method: string,
  path: string,
  body?: BodyInit,
  type?: string,
) {
  const response = await client.fetch(`${suite.emulator.url}${path}`, {
    method,
    headers: type ? { 'content-type': type } : {},
    body,
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined, text };
}

const announce = (organizationId: string, size: number) =>
  JSON.stringify({
    data: {
      type: 'upload',
      attributes: { organizationId, name: 'guide.pdf', size, contentType: 'application/pdf' },
    },
  });

describe('uploads', () => {
  it('uploads a multi-chunk file through the client; the stored SHA-256 equals the original', async () => {
    const admin = await as('admin');
    const bytes = bytesOf(UPLOAD_CHUNK_BYTES * 2 + 1234);
    const loaded: number[] = [];
    const upload = await admin.api.uploadFile(
      new File([bytes], 'guide.pdf', { type: 'application/pdf' }),
      {
        organizationId: acme,
        onProgress: (progress) => loaded.push(progress.loaded),
      },
    );
    expect(loaded).toEqual([0, UPLOAD_CHUNK_BYTES, 2 * UPLOAD_CHUNK_BYTES, bytes.length]);
    expect(upload.attributes).toMatchObject({
      status: 'complete',
      received: bytes.length,
      sha256: sha(bytes),
    });
    const status = await admin.api.uploadStatus(upload.id);
    expect(status.attributes.sha256).toBe(sha(bytes));

    // Other code lists it for a payment link, with a public path that needs no session.
    const [file] = await uploadsByIds(suite.emulator.context, acme, [upload.id, 'upl_unknown']);
    expect(file).toMatchObject({
      id: upload.id,
      name: 'guide.pdf',
      size: bytes.length,
      sha256: sha(bytes),
    });
    expect(await uploadsByIds(suite.emulator.context, globex, [upload.id])).toEqual([]);
    const response = await fetch(`${suite.emulator.url}${file!.downloadPath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('guide.pdf');
    expect(sha(new Uint8Array(await response.arrayBuffer()))).toBe(sha(bytes));
    expect((await fetch(`${suite.emulator.url}${routes.download('dl_guess')}`)).status).toBe(404);
  });

  it('answers a wrong offset with 409 and the received count; a chunk is written once', async () => {
    const admin = await as('admin');
    const created = await raw(
      admin,
      'POST',
      routes.uploads,
      announce(acme, 10),
      'application/vnd.api+json',
    );
    expect(created.status).toBe(201);
    const id = created.json.data.id as string;
    const chunk = (offset: number, text: string) =>
      raw(admin, 'PUT', routes.uploadChunk(id, offset), text, 'application/octet-stream');
    expect((await chunk(0, 'hello')).json.data.attributes.received).toBe(5);
    const again = await chunk(0, 'hello');
    expect(again.status).toBe(409);
    expect(again.json.errors[0].meta).toEqual({ received: 5 });
    expect((await chunk(7, 'xyz')).status).toBe(409);
    expect((await chunk(5, 'world!')).status).toBe(422);
    const done = await chunk(5, 'world');
    expect(done.json.data.attributes).toMatchObject({
      status: 'complete',
      sha256: sha(new TextEncoder().encode('helloworld')),
    });
    expect((await chunk(10, 'x')).status).toBe(409);
  });

  it('refuses a file over 2 GB at announce time, at the size field', async () => {
    const admin = await as('admin');
    const refused = await raw(
      admin,
      'POST',
      routes.uploads,
      announce(acme, MAX_DOWNLOAD_BYTES + 1),
      'application/vnd.api+json',
    );
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual([
      {
        title: DOWNLOAD_TOO_LARGE_MESSAGE,
        code: 'file-too-large',
        source: { pointer: '/data/attributes/size' },
      },
    ]);
    const ok = await raw(
      admin,
      'POST',
      routes.uploads,
      announce(acme, MAX_DOWNLOAD_BYTES),
      'application/vnd.api+json',
    );
    expect(ok.status).toBe(201);
  });

  it('checks permissions, the organization and the uploader', async () => {
    const admin = await as('admin');
    const support = await as('support');
    const created = await raw(
      admin,
      'POST',
      routes.uploads,
      announce(acme, 3),
      'application/vnd.api+json',
    );
    const id = created.json.data.id as string;
    // Another organization than the caller's is not found; a role without payment links is forbidden.
    expect(
      (await raw(admin, 'POST', routes.uploads, announce(globex, 3), 'application/vnd.api+json'))
        .status,
    ).toBe(404);
    expect(
      (await raw(support, 'POST', routes.uploads, announce(acme, 3), 'application/vnd.api+json'))
        .status,
    ).toBe(403);
    expect((await raw(support, 'GET', routes.upload(id))).status).toBe(403);
    expect(
      (await raw(support, 'PUT', routes.uploadChunk(id, 0), 'abc', 'application/octet-stream'))
        .status,
    ).toBe(403);
    // Without a session.
    expect((await fetch(`${suite.emulator.url}${routes.upload(id)}`)).status).toBe(401);
    // A foreign origin cannot write.
    const foreign = await admin.fetch(`${suite.emulator.url}${routes.uploadChunk(id, 0)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream', origin: 'https://evil.example' },
      body: 'abc',
    });
    expect(foreign.status).toBe(403);
    expect((await admin.api.uploadStatus(id)).attributes.received).toBe(0);
  });

  it('refuses a too-large file in the client without a request', async () => {
    const admin = await as('admin');
    const file = new File(['x'], 'huge.bin');
    Object.defineProperty(file, 'size', { value: MAX_DOWNLOAD_BYTES + 1 });
    const before = await suite.emulator.context.db.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM uploads',
    );
    const error = await admin.api
      .uploadFile(file, { organizationId: acme })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).titles).toEqual([DOWNLOAD_TOO_LARGE_MESSAGE]);
    const after = await suite.emulator.context.db.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM uploads',
    );
    expect(Number(after!.n)).toBe(Number(before!.n));
  });

  it('removes the files on reset', async () => {
    const admin = await as('admin');
    const upload = await admin.api.uploadFile(new File([bytesOf(10)], 'a.bin'), {
      organizationId: acme,
    });
    const row = await uploadById(suite.emulator.context.db, upload.id);
    expect(existsSync(row!.file_path)).toBe(true);
    await suite.control.request('POST', '/__test/reset');
    expect(existsSync(row!.file_path)).toBe(false);
  });

  it('attaches completed uploads to a payment link and delivers them on the receipt after payment', async () => {
    const admin = await as('admin');
    const shop = (await suite.emulator.context.db.get<{ id: string }>(
      "SELECT id FROM resources WHERE type = 'project' AND name = 'Retail Web Shop'",
    ))!.id;
    const bytes = bytesOf(5000);
    const upload = await admin.api.uploadFile(new File([bytes], 'guide <1>.pdf'), {
      organizationId: acme,
    });
    const unfinished = await raw(
      admin,
      'POST',
      routes.uploads,
      announce(acme, 3),
      'application/vnd.api+json',
    );
    const attributes = {
      resourceId: shop,
      description: 'Travel guide',
      amount: 1500,
      currencies: ['EUR' as const],
      methods: ['card' as const],
    };
    const create = (downloadIds: string[]) =>
      admin.api.call(paymentLinks.actions['payment-links/create'], {
        payload: { data: { type: 'payment-link', attributes: { ...attributes, downloadIds } } },
      });
    const refused = await create([upload.id, unfinished.json.data.id]).catch((e: unknown) => e);
    expect((refused as ApiError).fieldErrors()).toEqual({
      downloadIds: [DOWNLOAD_NOT_READY_MESSAGE],
    });
    const { data: link } = await create([upload.id]);
    expect(link.attributes.downloads).toEqual([
      { id: upload.id, name: 'guide <1>.pdf', size: 5000, sha256: sha(bytes) },
    ]);
    // An edit that does not name downloads keeps them; an empty list removes them.
    const update = (extra: object) =>
      admin.api.call(paymentLinks.actions['payment-links/update'], {
        id: link.id,
        payload: {
          data: {
            type: 'payment-link',
            attributes: { ...attributes, resourceId: undefined, ...extra } as never,
          },
        },
      });
    expect((await update({})).data.attributes.downloads).toHaveLength(1);

    const pay = await fetch(`${suite.emulator.url}/pay/${link.attributes.token}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/39',
        cvc: '123',
        holderName: 'Jane Buyer',
        currency: 'EUR',
      }).toString(),
    });
    expect(pay.status).toBe(303);
    const receipt = await (
      await fetch(`${suite.emulator.url}${pay.headers.get('location')}`)
    ).text();
    expect(receipt).toContain('guide &lt;1&gt;.pdf');
    const href = /href="(\/api\/downloads\/[^"]+)"/.exec(receipt)![1]!;
    const file = await fetch(`${suite.emulator.url}${href}`);
    expect(sha(new Uint8Array(await file.arrayBuffer()))).toBe(sha(bytes));
    expect((await update({ downloadIds: [] })).data.attributes.downloads).toEqual([]);
  });
});
