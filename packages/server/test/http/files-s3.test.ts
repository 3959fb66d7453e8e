import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@estudio/core';
import { files } from '../../src/db/schema/index.js';
import { newStorageKey } from '../../src/files/keys.js';
import { s3Storage } from '../../src/files/s3-storage.js';
import { setSetting } from './support/booking.js';
import { startFakeS3, type FakeS3 } from './support/fake-s3.js';
import { DEMO, onEachDatabase, type Harness } from './support/harness.js';
import { PDF, PNG, tempFilesDir, upload } from './support/uploads.js';

const folder = tempFilesDir();
const credentials = { accessKeyId: 'AKIAFAKE', secretAccessKey: 'fake-secret' };
let s3: FakeS3;

beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3.close();
  await folder.remove();
});

const keyOf = (src: string): string => src.slice(src.lastIndexOf('/') + 1);

const useBucket = async (h: Harness, endpoint = s3.endpoint): Promise<void> => {
  await setSetting(h.db, 'S3_ENDPOINT', `${endpoint}/`);
  await setSetting(h.db, 'bucket', 'estudio');
  await setSetting(h.db, 'region', 'mx-central-1');
};

onEachDatabase('files in S3-compatible storage (spec 7, /files/s3)', (h) => {
  let socia: string;
  beforeAll(async () => {
    socia = (await h().signIn(DEMO.socia)).token;
    await useBucket(h());
  });

  it('puts an upload in the bucket, path style and signed, with its type; the src is endpoint/bucket/key', async () => {
    const answer = await upload(h(), '/api/files/s3', { bytes: PNG, filename: 'foto.png' }, socia);
    expect(answer.status, answer.text).toBe(201);
    const file = answer.body.file;
    const key = keyOf(file.src);
    expect(file.src).toBe(`${s3.endpoint}/estudio/${key}`);
    const stored = s3.objects.get(`estudio/${key}`);
    expect(new Uint8Array(stored?.body ?? [])).toEqual(PNG);
    expect(stored?.headers['content-type']).toBe('image/png');
    expect(stored?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const put = s3.requests.find((request) => request.method === 'PUT' && request.path === `estudio/${key}`);
    expect(put?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAFAKE\/\d{8}\/mx-central-1\/s3\/aws4_request/);
    const [row] = await h().db.select().from(files).where(eq(files.file_id, file.file_id));
    expect(row).toMatchObject({ storage: 's3', storage_key: key });
    expect(await folder.list()).toEqual([]);
    // Bytes in S3 are not the server's to serve.
    expect((await h().app.request(`/media/${key}`)).status).toBe(404);
  });

  it('sends POST /files to S3 when files_location is not server, and a PDF as a download', async () => {
    await setSetting(h().db, 'files_location', 's3');
    try {
      const answer = await upload(h(), '/api/files', { bytes: PDF, type: 'application/pdf', filename: 'recibo.pdf' }, socia);
      expect(answer.status, answer.text).toBe(201);
      const stored = s3.objects.get(`estudio/${keyOf(answer.body.file.src)}`);
      expect(stored?.headers['content-disposition']).toBe(`attachment; filename="recibo.pdf"; filename*=UTF-8''recibo.pdf`);
    } finally {
      await setSetting(h().db, 'files_location', 'server');
    }
  });

  it("puts an admin's video with a short private cache (it may be hidden later) and its length", async () => {
    const admin = (await h().signIn(DEMO.admin)).token;
    const webm = Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0x82, 0x84, ...Buffer.from('webm'), 0x42, 0x87, 0x81, 0x04, ...new Uint8Array(5000).fill(3)]);
    const answer = await upload(h(), '/api/files/s3', { bytes: webm, type: 'video/webm', filename: 'clase.webm' }, admin);
    expect(answer.status, answer.text).toBe(201);
    const stored = s3.objects.get(`estudio/${keyOf(answer.body.file.src)}`);
    expect(stored?.body.equals(webm)).toBe(true);
    expect(stored?.headers['cache-control']).toBe('private, max-age=300');
    expect(stored?.headers['content-length']).toBe(String(webm.length));
    expect(stored?.headers['content-disposition']).toBe('inline');
  });

  it('deletes the object with the row', async () => {
    const file = (await upload(h(), '/api/files/s3', { bytes: PNG }, socia)).body.file;
    const removed = await h().request('DELETE', `/api/files/${file.file_id}`, { token: socia });
    expect(removed.status, removed.text).toBe(200);
    expect(s3.objects.has(`estudio/${keyOf(file.src)}`)).toBe(false);
    expect(s3.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `estudio/${keyOf(file.src)}` });
  });

  it('answers 502 and writes no row when the bucket cannot be reached', async () => {
    const before = await h().db.select().from(files);
    const down = await startFakeS3();
    await down.close();
    await useBucket(h(), down.endpoint);
    try {
      const unreachable = h().withApp({});
      const answer = await upload(unreachable, '/api/files/s3', { bytes: PNG }, socia);
      expect([answer.status, answer.body]).toEqual([502, { code: 'files/storage-failed', message: messages.files.storageFailed }]);
      expect(unreachable.logger.errors).toHaveLength(1);
    } finally {
      await useBucket(h());
    }
    expect(await h().db.select().from(files)).toEqual(before);
  });

  it('answers 412 without credentials or without a bucket, putting nothing', async () => {
    const puts = s3.requests.length;
    const noKeys = await upload(h().withApp({ files: { dir: folder.dir } }), '/api/files/s3', { bytes: PNG }, socia);
    expect([noKeys.status, noKeys.body.code]).toEqual([412, 'files/storage-unavailable']);
    await setSetting(h().db, 'bucket', '');
    try {
      expect((await upload(h(), '/api/files/s3', { bytes: PNG }, socia)).status).toBe(412);
    } finally {
      await useBucket(h());
    }
    expect(s3.requests.length).toBe(puts);
  });

  it('leaves the server without errors', () => {
    expect(h().logger.errors).toEqual([]);
  });
}, { files: { dir: folder.dir, s3Credentials: credentials } });

describe('s3Storage.put', () => {
  /** A Blob whose bytes cannot be read whole at once: only its stream can be read, as a large upload's should be. */
  class StreamOnly extends Blob {
    override arrayBuffer(): Promise<ArrayBuffer> {
      throw new Error('read whole');
    }
    override bytes(): Promise<Uint8Array<ArrayBuffer>> {
      throw new Error('read whole');
    }
  }

  it("streams the Blob's bytes to the bucket with their length, never reading them whole", async () => {
    const bytes = new Uint8Array(2 * 1024 * 1024 + 5);
    for (let index = 0; index < bytes.length; index += 1) bytes[index] = index % 251;
    const storage = s3Storage({ endpoint: s3.endpoint, bucket: 'directo', region: 'us-east-1' }, credentials);
    const key = newStorageKey('video/mp4');
    await storage.put(key, new StreamOnly([bytes]), { type: 'video/mp4', name: 'clase.mp4' });
    const stored = s3.objects.get(`directo/${key}`);
    expect(stored?.body.equals(bytes)).toBe(true);
    expect(stored?.headers['content-length']).toBe(String(bytes.length));
    expect(stored?.headers['content-type']).toBe('video/mp4');
  });
});
