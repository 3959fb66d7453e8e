import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_ERRORS, limits, messages } from '@estudio/core';
import { files } from '../../src/db/schema/index.js';
import { checkedType } from '../../src/routes/files/upload.js';
import { newStorageKey } from '../../src/files/keys.js';
import { DEMO, onEachDatabase } from './support/harness.js';
import { PNG, tempFilesDir, upload } from './support/uploads.js';
import type { Caller } from '../../src/auth/identity.js';

const folder = tempFilesDir();
afterAll(() => folder.remove());

/** What Chromium's MediaRecorder writes first: an EBML header naming 'webm', then (here) a body of known bytes. */
const WEBM_HEADER = [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04,
  0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02];
/** A WebM of `size` bytes whose byte at n (after the header) is n % 251, so a range's bytes can be told apart. */
const webmOfSize = (size: number): Uint8Array => {
  const bytes = Uint8Array.from({ length: size }, (_, index) => index % 251);
  bytes.set(WEBM_HEADER);
  return bytes;
};
/** An MP4's first box: 'ftyp', brand isom. */
const MP4 = Uint8Array.from([0, 0, 0, 0x20, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2avc1mp41'), 0, 0, 0, 8, ...Buffer.from('free')]);

const WEBM = webmOfSize(4096);
const keyOf = (src: string): string => src.slice(src.lastIndexOf('/') + 1);

onEachDatabase('videos through /files (issue 15, admins only) and served for a player', (h) => {
  let admin: string;
  let socia: string;
  beforeAll(async () => {
    admin = (await h().signIn(DEMO.admin)).token;
    socia = (await h().signIn(DEMO.socia)).token;
  });

  it('refuses a body declared past the images’ limit before reading it unless an admin sends it', async () => {
    const { SMALL_UPLOAD_BYTES } = await import('../../src/http/body-limits.js');
    const declared = async (token: string) => {
      const response = await h().app.request('/api/files', {
        method: 'POST',
        body: WEBM,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(SMALL_UPLOAD_BYTES + 1) },
      });
      return { status: response.status, body: await response.json() as unknown };
    };
    expect(await declared(socia)).toEqual({ status: 413, body: { code: 'files/too-large', message: messages.files.tooLarge } });
    // The admin's body is read (here, not a form: 400), not refused for its size.
    expect((await declared(admin)).body).toEqual({ code: FILE_ERRORS.malformedMultipart.code, message: messages.files.malformedMultipart });
  });

  it('stores an admin’s WebM and MP4 by their first bytes, with their own extension, served inline as video', async () => {
    const webm = await upload(h(), '/api/files', { bytes: WEBM, type: 'video/webm;codecs=vp8', filename: 'clase.webm' }, admin);
    expect(webm.status, webm.text).toBe(201);
    expect(webm.body.file).toMatchObject({ name: 'clase.webm', type: 'video/webm', size: WEBM.length });
    expect(webm.body.file.src).toMatch(/\/media\/[A-Za-z0-9_-]{24}\.webm$/);
    expect(new Uint8Array(await readFile(join(folder.dir, keyOf(webm.body.file.src))))).toEqual(WEBM);
    const media = await h().app.request(`/media/${keyOf(webm.body.file.src)}`);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('video/webm');
    expect(media.headers.get('content-disposition')).toBe('inline');
    expect(media.headers.get('accept-ranges')).toBe('bytes');
    expect(media.headers.get('content-length')).toBe(String(WEBM.length));
    expect(media.headers.get('content-security-policy')).toContain("media-src 'self'");
    expect(new Uint8Array(await media.arrayBuffer())).toEqual(WEBM);

    const mp4 = await upload(h(), '/api/files', { bytes: MP4, type: 'video/mp4', filename: 'clase.mp4' }, admin);
    expect(mp4.status, mp4.text).toBe(201);
    expect(mp4.body.file).toMatchObject({ type: 'video/mp4' });
    expect(mp4.body.file.src).toMatch(/\.mp4$/);
  });

  it('caches a video only briefly and privately (it may be hidden later), an image for a year', async () => {
    const video = await upload(h(), '/api/files', { bytes: WEBM, type: 'video/webm', filename: 'oculta.webm' }, admin);
    for (const init of [{}, { headers: { range: 'bytes=0-9' } }, { method: 'HEAD' }]) {
      const media = await h().app.request(`/media/${keyOf(video.body.file.src)}`, init);
      expect(media.headers.get('cache-control'), JSON.stringify(init)).toBe('private, max-age=300');
    }
    const image = await upload(h(), '/api/files', { bytes: PNG }, socia);
    expect((await h().app.request(`/media/${keyOf(image.body.file.src)}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers an empty file on the disk with an empty 200, not a 500', async () => {
    const key = newStorageKey('video/mp4');
    await writeFile(join(folder.dir, key), new Uint8Array());
    await h().db.insert(files).values({ name: 'vacío.mp4', type: 'video/mp4', size: 0, src: `http://localhost/media/${key}`, storage: 'server', storage_key: key });
    const media = await h().app.request(`/media/${key}`);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-length')).toBe('0');
    expect(media.headers.get('content-type')).toBe('video/mp4');
    expect((await media.arrayBuffer()).byteLength).toBe(0);
    const head = await h().app.request(`/media/${key}`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, '0']);
    const ranged = await h().app.request(`/media/${key}`, { headers: { range: 'bytes=0-' } });
    expect([ranged.status, ranged.headers.get('content-range')]).toEqual([416, 'bytes */0']);
  });

  it('takes an MP4 declared as video/x-m4v, the alias core’s video field takes too', async () => {
    const answer = await upload(h(), '/api/files', { bytes: MP4, type: 'video/x-m4v', filename: 'clase.m4v' }, admin);
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.file).toMatchObject({ type: 'video/mp4' });
    expect(answer.body.file.src).toMatch(/\.mp4$/);
  });

  it('answers a player’s range requests: 206 with the part, the end cut to the file, 416 past it, HEAD without a body', async () => {
    const stored = await upload(h(), '/api/files', { bytes: WEBM, type: 'video/webm', filename: 'rango.webm' }, admin);
    const path = `/media/${keyOf(stored.body.file.src)}`;
    const part = await h().app.request(path, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${WEBM.length}`);
    expect(part.headers.get('content-length')).toBe('100');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(WEBM.subarray(100, 200));
    const tail = await h().app.request(path, { headers: { range: 'bytes=4000-' } });
    expect(tail.headers.get('content-range')).toBe(`bytes 4000-4095/${WEBM.length}`);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(WEBM.subarray(4000));
    const last = await h().app.request(path, { headers: { range: 'bytes=-10' } });
    expect(new Uint8Array(await last.arrayBuffer())).toEqual(WEBM.subarray(WEBM.length - 10));
    const past = await h().app.request(path, { headers: { range: `bytes=${WEBM.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${WEBM.length}`);
    const ignored = await h().app.request(path, { headers: { range: 'bytes=0-1,5-9' } });
    expect(ignored.status).toBe(200);
    expect((await ignored.arrayBuffer()).byteLength).toBe(WEBM.length);
    const head = await h().app.request(path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(WEBM.length));
    expect(await head.text()).toBe('');
    // An image is served whole and may be asked in parts too.
    const image = await upload(h(), '/api/files', { bytes: PNG }, socia);
    const imagePart = await h().app.request(`/media/${keyOf(image.body.file.src)}`, { headers: { range: 'bytes=0-7' } });
    expect(imagePart.status).toBe(206);
    expect(new Uint8Array(await imagePart.arrayBuffer())).toEqual(PNG.subarray(0, 8));
  });

  it('refuses a customer’s or the front desk’s video like any type they may not send, writing nothing', async () => {
    const before = { disk: await folder.list(), rows: (await h().db.select().from(files)).length };
    const staff = (await h().signIn(DEMO.staff)).token;
    for (const token of [socia, staff]) {
      const answer = await upload(h(), '/api/files', { bytes: WEBM, type: 'video/webm', filename: 'mio.webm' }, token);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 'files/type-not-allowed', message: messages.files.typeNotAllowed });
    }
    expect(await folder.list()).toEqual(before.disk);
    expect((await h().db.select().from(files)).length).toBe(before.rows);
  });

  it('believes the bytes: a WebM declared as MP4, Matroska, QuickTime and HTML named .webm are refused, with the videos’ message', async () => {
    const matroska = Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0x93, 0x42, 0x82, 0x88, ...Buffer.from('matroska'), 0, 0, 0, 0]);
    const quicktime = Uint8Array.from([0, 0, 0, 0x14, ...Buffer.from('ftypqt  '), 0, 0, 2, 0, ...Buffer.from('qt  ')]);
    for (const parts of [
      { bytes: WEBM, type: 'video/mp4', filename: 'clase.mp4' },
      { bytes: matroska, type: 'video/webm', filename: 'clase.webm' },
      { bytes: quicktime, type: 'video/quicktime', filename: 'clase.mov' },
      { bytes: new TextEncoder().encode('<!doctype html><script>alert(1)</script>'), type: 'video/webm', filename: 'clase.webm' },
    ]) {
      const answer = await upload(h(), '/api/files', parts, admin);
      expect(answer.status, parts.filename).toBe(400);
      // Declared as a video, the admin reads which videos the library takes, not 'images or PDF'.
      expect(answer.body, parts.filename).toEqual({ code: 'files/type-not-allowed', message: messages.files.videoTypeNotAllowed });
    }
    // Declared as nothing or as an image, the refusal is the images' and PDFs' one.
    const undeclared = await upload(h(), '/api/files', { bytes: matroska, type: '', filename: 'clase' }, admin);
    expect(undeclared.body).toEqual({ code: 'files/type-not-allowed', message: messages.files.typeNotAllowed });
  });

  it('takes an admin’s video past the 10 MB of images, and keeps images to 10 MB', async () => {
    const video = webmOfSize(limits.uploadBytes + 1024);
    const answer = await upload(h(), '/api/files', { bytes: video, type: 'video/webm', filename: 'larga.webm' }, admin);
    expect(answer.status, answer.text.slice(0, 200)).toBe(201);
    expect(answer.body.file.size).toBe(video.length);
    const [row] = await h().db.select().from(files).where(eq(files.file_id, answer.body.file.file_id));
    expect(row?.size).toBe(video.length);
    const image = new Uint8Array(limits.uploadBytes + 1);
    image.set(PNG);
    const big = await upload(h(), '/api/files', { bytes: image }, admin);
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ code: 'files/too-large', message: messages.files.tooLarge });
  });
}, { files: { dir: folder.dir } });

describe("an upload's checks (checkedType)", () => {
  const caller = (role: Caller['role']) => ({ uid: 'u', email: 'x@estudio.test', role }) as unknown as Caller;
  /** A file that says it is `size` bytes, with `bytes` as its first ones. */
  const sized = (bytes: Uint8Array, type: string, size: number): File => {
    const file = new File([bytes], 'x', { type });
    Object.defineProperty(file, 'size', { value: size });
    return file;
  };

  it("refuses an admin's video over limits.videoUploadBytes with its own 413 and message, before reading it", async () => {
    const refused = await checkedType(sized(WEBM, 'video/webm', limits.videoUploadBytes + 1), caller('admin')).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 413 });
    expect((refused as { toBody(): unknown }).toBody()).toEqual({ code: FILE_ERRORS.videoTooLarge.code, message: messages.files.videoTooLarge });
    expect(messages.files.videoTooLarge).toContain(`${limits.videoUploadBytes / 1024 / 1024} MB`);
  });

  it("takes an admin's video at the limit, and refuses a customer's whatever its size", async () => {
    await expect(checkedType(sized(WEBM, 'video/webm', limits.videoUploadBytes), caller('admin'))).resolves.toBe('video/webm');
    await expect(checkedType(sized(PNG, 'image/png', limits.uploadBytes), caller('customer'))).resolves.toBe('image/png');
    const image = await checkedType(sized(PNG, 'image/png', limits.uploadBytes + 1), caller('admin')).catch((error: unknown) => error);
    expect((image as { toBody(): unknown }).toBody()).toEqual({ code: 'files/too-large', message: messages.files.tooLarge });
    for (const role of ['customer', 'staff'] as const) {
      const refused = await checkedType(sized(WEBM, 'video/webm', 1000), caller(role)).catch((error: unknown) => error);
      expect((refused as { toBody(): unknown }).toBody(), role).toEqual({ code: 'files/type-not-allowed', message: messages.files.typeNotAllowed });
    }
  });

  it('reads only the first bytes: the file is handed on whole, never copied', async () => {
    /** A file whose whole bytes cannot be read at once: only a slice of it (or its stream) can. */
    class UnreadWhole extends File {
      override arrayBuffer(): Promise<ArrayBuffer> {
        throw new Error('read whole');
      }
      override bytes(): Promise<Uint8Array<ArrayBuffer>> {
        throw new Error('read whole');
      }
    }
    await expect(checkedType(new UnreadWhole([WEBM], 'clase.webm', { type: 'video/webm' }), caller('admin'))).resolves.toBe('video/webm');
  });
});

describe('the raw body limit of the upload routes', () => {
  it('is the video limit plus the envelope, answered with the video message', async () => {
    const { bodyLimits } = await import('../../src/http/body-limits.js');
    const { routeList } = await import('@estudio/core');
    const { Hono } = await import('hono');
    const app = new Hono();
    app.use('/api/*', bodyLimits(routeList));
    app.post('/api/files', (c) => c.json({ ok: true }));
    const over = await app.request('/api/files', { method: 'POST', headers: { 'content-length': String(limits.videoUploadBytes + 1024 * 1024) }, body: 'x' });
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ code: FILE_ERRORS.videoTooLarge.code, message: messages.files.videoTooLarge });
    const within = await app.request('/api/files', { method: 'POST', headers: { 'content-length': '1' }, body: 'x' });
    expect(within.status).toBe(200);
  });

  it('reads an upload streamed without a length only up to the images’ limit, whoever sends it', async () => {
    const { bodyLimits, SMALL_UPLOAD_BYTES } = await import('../../src/http/body-limits.js');
    const { routeList } = await import('@estudio/core');
    const { Hono } = await import('hono');
    const app = new Hono();
    app.use('/api/*', bodyLimits(routeList));
    app.post('/api/files', async (c) => c.json({ read: (await c.req.arrayBuffer()).byteLength }));
    /** A body of `size` bytes sent in 1 MB chunks with no Content-Length (chunked). */
    const streamed = (size: number) => {
      let left = size;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (left <= 0) return controller.close();
          const chunk = new Uint8Array(Math.min(left, 1024 * 1024));
          left -= chunk.length;
          controller.enqueue(chunk);
        },
      });
      return app.request(new Request('http://estudio.test/api/files', { method: 'POST', body, duplex: 'half' } as RequestInit));
    };
    const over = await streamed(SMALL_UPLOAD_BYTES + 1);
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ code: FILE_ERRORS.tooLarge.code, message: messages.files.tooLarge });
    const within = await streamed(SMALL_UPLOAD_BYTES);
    expect(await within.json()).toEqual({ read: SMALL_UPLOAD_BYTES });
  });
});
