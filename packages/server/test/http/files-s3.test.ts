import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages } from '@estudio/core';
import { files } from '../../src/db/schema/index.js';
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
