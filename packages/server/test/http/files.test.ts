import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits, messages } from '@estudio/core';
import { classPackages, customers, customerCustomValues, customFields, files } from '../../src/db/schema/index.js';
import { DEMO, onEachDatabase, type Harness } from './support/harness.js';
import { HTML, PDF, PNG, SVG, pngOfSize, tempFilesDir, upload } from './support/uploads.js';
import { withSettings } from './support/booking.js';

const folder = tempFilesDir();
afterAll(() => folder.remove());

/** The storage key at the end of a server file's src. */
const keyOf = (src: string): string => src.slice(src.lastIndexOf('/') + 1);

const rowOf = async (h: Harness, fileId: number) => (await h.db.select().from(files).where(eq(files.file_id, fileId)))[0];

onEachDatabase('files on the server disk (spec 7, /files)', (h) => {
  let socia: string;
  let nueva: string;
  let admin: string;
  let sociaId: number;

  beforeAll(async () => {
    socia = (await h().signIn(DEMO.socia)).token;
    nueva = (await h().signIn(DEMO.nueva)).token;
    admin = (await h().signIn(DEMO.admin)).token;
    const [row] = await h().db.select().from(customers).where(eq(customers.email, DEMO.socia));
    sociaId = row?.customer_id ?? 0;
  });

  it('stores an image a customer uploads: 201, the row, the bytes on disk, served at /media/<key> with safe headers', async () => {
    const before = await folder.list();
    const answer = await upload(h(), '/api/files', { bytes: PNG, filename: 'C:\\fotos\\mi perfil.png' }, socia);
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.message).toBe(messages.files.uploaded);
    const file = answer.body.file;
    expect(file).toMatchObject({ name: 'mi perfil.png', type: 'image/png', size: PNG.length });
    expect(file.src).toMatch(/^http:\/\/localhost\/media\/[A-Za-z0-9_-]{24}\.png$/);
    const key = keyOf(file.src);
    expect(await rowOf(h(), file.file_id)).toMatchObject({ customer_id: sociaId, storage: 'server', storage_key: key, src: file.src });
    expect(await folder.list()).toEqual([...before, key].sort());
    expect(new Uint8Array(await readFile(join(folder.dir, key)))).toEqual(PNG);

    const media = await h().app.request(`/media/${key}`);
    expect(media.status).toBe(200);
    expect(new Uint8Array(await media.arrayBuffer())).toEqual(PNG);
    expect(media.headers.get('content-type')).toBe('image/png');
    expect(media.headers.get('x-content-type-options')).toBe('nosniff');
    expect(media.headers.get('content-disposition')).toBe('inline');
    expect(media.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(media.headers.get('content-security-policy')).toContain('sandbox');

    expect((await h().request('GET', `/api/files/${file.file_id}`, { token: socia })).body.file).toEqual(file);
  });

  it('stores a PDF, named by data, served as a download under its name', async () => {
    const answer = await upload(h(), '/api/files', { bytes: PDF, type: 'application/pdf', filename: 'x.pdf', data: { name: 'Comprobante de pago' } }, socia);
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.file).toMatchObject({ name: 'Comprobante de pago', type: 'application/pdf' });
    expect(answer.body.file.src).toMatch(/\.pdf$/);
    const media = await h().app.request(`/media/${keyOf(answer.body.file.src)}`);
    expect(media.headers.get('content-type')).toBe('application/pdf');
    expect(media.headers.get('content-disposition')).toBe(`attachment; filename="Comprobante de pago"; filename*=UTF-8''Comprobante%20de%20pago`);
  });

  it('believes the bytes, not the declared type: HTML named .png, SVG, a PNG declared as JPEG are refused and nothing is written', async () => {
    const before = { disk: await folder.list(), rows: await h().db.select().from(files) };
    for (const parts of [
      { bytes: HTML, type: 'image/png', filename: 'foto.png' },
      { bytes: SVG, type: 'image/svg+xml', filename: 'logo.svg' },
      { bytes: HTML, type: 'text/html', filename: 'pagina.html' },
      { bytes: PNG, type: 'image/jpeg', filename: 'foto.jpg' },
    ]) {
      const answer = await upload(h(), '/api/files', parts, socia);
      expect(answer.status, parts.filename).toBe(400);
      expect(answer.body).toEqual({ code: 'files/type-not-allowed', message: messages.files.typeNotAllowed });
    }
    expect(await folder.list()).toEqual(before.disk);
    expect(await h().db.select().from(files)).toEqual(before.rows);
  });

  it('takes a PNG sent without a declared type by what its bytes are', async () => {
    const answer = await upload(h(), '/api/files', { bytes: PNG, type: '', filename: 'recorte' }, socia);
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.file).toMatchObject({ type: 'image/png', name: 'recorte' });
  });

  it('refuses an empty file (400) and one over 10 MB (413), but takes a 200 KB image past the 64 KB JSON limit', async () => {
    expect((await upload(h(), '/api/files', { bytes: new Uint8Array(0) }, socia)).body).toEqual({ code: 'files/empty', message: messages.files.empty });
    const large = await upload(h(), '/api/files', { bytes: pngOfSize(limits.uploadBytes + 1) }, socia);
    expect(large.status).toBe(413);
    expect(large.body).toEqual({ code: 'files/too-large', message: messages.files.tooLarge });
    const photo = await upload(h(), '/api/files', { bytes: pngOfSize(200 * 1024) }, socia);
    expect(photo.status, photo.text).toBe(201);
    expect(photo.body.file.size).toBe(200 * 1024);
    // Every other body keeps the JSON limit.
    const big = await h().request('PUT', '/api/files', { token: socia, raw: JSON.stringify({ file_id: 1, name: 'x'.repeat(limits.bodyBytes) }) });
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('validation/body-too-large');
  });

  it('refuses a form without a file, a JSON body, unreadable data, and anonymous callers', async () => {
    const none = await upload(h(), '/api/files', { data: { name: 'Sin archivo' } }, socia);
    expect(none.status).toBe(400);
    expect(none.body.message).toContain(messages.files.missing);
    const json = await h().request('POST', '/api/files', { token: socia, body: { file: 'foto.png' } });
    expect(json.body).toEqual({ code: 'validation/content-type', message: messages.files.multipartRequired });
    const data = await upload(h(), '/api/files', { bytes: PNG, data: '{nombre' }, socia);
    expect(data.status).toBe(400);
    expect(data.body.message).toContain(messages.files.dataFormat);
    expect((await upload(h(), '/api/files', { bytes: PNG })).status).toBe(401);
  });

  it("keeps a customer's file from other customers (404 on read, rename and delete); an admin reaches it and lists every file", async () => {
    const mine = (await upload(h(), '/api/files', { bytes: PNG }, socia)).body.file;
    expect((await h().request('GET', `/api/files/${mine.file_id}`, { token: nueva })).body.code).toBe('file/not-found');
    expect((await h().request('PUT', '/api/files', { token: nueva, body: { file_id: mine.file_id, name: 'Mía' } })).status).toBe(404);
    expect((await h().request('DELETE', `/api/files/${mine.file_id}`, { token: nueva })).status).toBe(404);
    expect(await rowOf(h(), mine.file_id)).toBeDefined();
    expect((await h().request('GET', `/api/files/${mine.file_id}`, { token: admin })).body.file).toEqual(mine);
    expect((await h().request('GET', '/api/files', { token: socia })).status).toBe(403);
    const list = await h().request('GET', '/api/files', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.files[0]).toEqual(mine);
    expect(list.body.files.length).toBeGreaterThan(10);
  });

  it('renames a file for its owner; the bytes and their URL stay', async () => {
    const mine = (await upload(h(), '/api/files', { bytes: PNG }, socia)).body.file;
    const renamed = await h().request('PUT', '/api/files', { token: socia, body: { file_id: mine.file_id, name: '  Foto de perfil ' } });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body).toEqual({ file: { ...mine, name: 'Foto de perfil' }, message: messages.files.updated });
    expect((await h().app.request(`/media/${keyOf(mine.src)}`)).status).toBe(200);
  });

  it('deletes a file with its bytes: the row is gone and /media answers 404', async () => {
    const mine = (await upload(h(), '/api/files', { bytes: PNG }, socia)).body.file;
    const key = keyOf(mine.src);
    const removed = await h().request('DELETE', `/api/files/${mine.file_id}`, { token: socia });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body).toEqual({ file: mine, message: messages.files.deleted });
    expect(await rowOf(h(), mine.file_id)).toBeUndefined();
    expect(await folder.list()).not.toContain(key);
    expect((await h().app.request(`/media/${key}`)).status).toBe(404);
  });

  it('refuses to delete a file something still uses (409): a package image, a profile photo, an upload custom field', async () => {
    const [pack] = await h().db.select().from(classPackages).limit(1);
    const [field] = await h().db.insert(customFields).values({ object: 'customer', key: 'identificacion', label: 'Identificación', type: 'image' }).returning();
    const uses = [
      async (id: number) => void await h().db.update(classPackages).set({ image_file_id: id }).where(eq(classPackages.class_package_id, pack?.class_package_id ?? 0)),
      async (id: number) => void await h().db.update(customers).set({ file_id: id }).where(eq(customers.customer_id, sociaId)),
      async (id: number) => void await h().db.insert(customerCustomValues).values({ customer_id: sociaId, custom_field_id: field?.custom_field_id ?? 0, value: `[7,${id}]` }),
    ];
    for (const use of uses) {
      const file = (await upload(h(), '/api/files', { bytes: PNG }, admin)).body.file;
      await use(file.file_id);
      const refused = await h().request('DELETE', `/api/files/${file.file_id}`, { token: admin });
      expect(refused.status, refused.text).toBe(409);
      expect(refused.body).toEqual({ code: 'file/in-use', message: messages.files.inUse });
      expect(await rowOf(h(), file.file_id)).toBeDefined();
      expect(await folder.list()).toContain(keyOf(file.src));
    }
    // A value that only contains the id's digits does not hold it.
    const other = (await upload(h(), '/api/files', { bytes: PNG }, admin)).body.file;
    await h().db.update(customerCustomValues).set({ value: `${other.file_id}0` }).where(eq(customerCustomValues.customer_id, sociaId));
    expect((await h().request('DELETE', `/api/files/${other.file_id}`, { token: admin })).status).toBe(200);
  });

  it('knows every foreign key that names a file', async () => {
    const { FILE_REFERENCES } = await import('../../src/routes/files/references.js');
    const { getTableConfig } = await import('drizzle-orm/pg-core');
    const result = (await h().db.execute(sql`
      select c.conrelid::regclass::text as "table", a.attname as "column"
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = 'files'::regclass`)) as unknown as { rows: { table: string; column: string }[] };
    const inDatabase = result.rows.map((row) => `${row.table}.${row.column}`).sort();
    const known = FILE_REFERENCES.map(({ table, column }) => `${getTableConfig(table).name}.${column.name}`).sort();
    expect(known).toEqual(inDatabase);
  });

  it('answers 412 and writes nothing when the storage is not there: /files/s3 without S3, files_location s3, no folder', async () => {
    const before = { disk: await folder.list(), rows: await h().db.select().from(files) };
    const refused = { code: 'files/storage-unavailable', message: messages.files.storageUnavailable };
    const s3 = await upload(h(), '/api/files/s3', { bytes: PNG }, socia);
    expect([s3.status, s3.body]).toEqual([412, refused]);
    await withSettings(h().db, { files_location: 's3' }, async () => {
      const elsewhere = await upload(h(), '/api/files', { bytes: PNG }, socia);
      expect([elsewhere.status, elsewhere.body]).toEqual([412, refused]);
    });
    const noFolder = await upload(h().withApp({ files: {} }), '/api/files', { bytes: PNG }, socia);
    expect([noFolder.status, noFolder.body]).toEqual([412, refused]);
    expect(await folder.list()).toEqual(before.disk);
    expect(await h().db.select().from(files)).toEqual(before.rows);
  });

  it('answers 502 and writes no row when the disk refuses the bytes', async () => {
    const before = await h().db.select().from(files);
    // A folder inside a file cannot be made.
    const broken = h().withApp({ files: { dir: join(folder.dir, 'no-es-carpeta.txt', 'files') } });
    await import('node:fs/promises').then((fs) => fs.writeFile(join(folder.dir, 'no-es-carpeta.txt'), 'x'));
    const answer = await upload(broken, '/api/files', { bytes: PNG }, socia);
    expect(answer.body).toEqual({ code: 'files/storage-failed', message: messages.files.storageFailed });
    expect(answer.status).toBe(502);
    expect(await h().db.select().from(files)).toEqual(before);
    expect(broken.logger.errors.length).toBe(1);
    await import('node:fs/promises').then((fs) => fs.rm(join(folder.dir, 'no-es-carpeta.txt')));
  });

  it('removes the stored bytes when the row cannot be written: nothing half written', async () => {
    const before = await folder.list();
    const db = h().db;
    await db.execute(sql`create function refuse_files() returns trigger language plpgsql as $$ begin raise exception 'no files today'; end $$`);
    await db.execute(sql`create trigger refuse_files before insert on files for each row execute function refuse_files()`);
    try {
      const failing = h().withApp({});
      const answer = await upload(failing, '/api/files', { bytes: PNG }, socia);
      expect(answer.status).toBe(500);
      expect(failing.logger.errors).toHaveLength(1);
    } finally {
      await db.execute(sql`drop trigger refuse_files on files`);
      await db.execute(sql`drop function refuse_files()`);
    }
    expect(await folder.list()).toEqual(before);
  });

  it('serves nothing outside its own keys under /media: traversal, unknown keys and other paths are 404', async () => {
    const mine = (await upload(h(), '/api/files', { bytes: PNG }, socia)).body.file;
    for (const path of [
      '/media/..%2F..%2Fpackage.json', '/media/%2e%2e%2fpackage.json', '/media/../package.json', `/media/${keyOf(mine.src)}/..`,
      '/media/AAAAAAAAAAAAAAAAAAAAAAAA.png', `/media/${keyOf(mine.src).replace('.png', '.pdf')}`, '/media/', '/media/a/b', `/media/.${keyOf(mine.src)}`,
    ]) {
      const answer = await h().app.request(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type'), path).toContain('application/json');
    }
  });

  it('rate-limits uploads per client IP, both routes drawing from one bucket', async () => {
    const limited = h().withApp({ rateLimits: { upload: { limit: 2, windowMs: 60_000 } } });
    const first = await upload(limited, '/api/files', { bytes: PNG }, socia);
    const second = await upload(limited, '/api/files/s3', { bytes: PNG }, socia);
    const third = await upload(limited, '/api/files', { bytes: PNG }, socia);
    expect(first.status).toBe(201);
    // /files/s3 without S3 refuses, but the call still counts.
    expect(second.status).not.toBe(429);
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ code: 'rate-limited' });
  });

  it('leaves the server without errors', () => {
    expect(h().logger.errors).toEqual([]);
  });
}, { files: { dir: folder.dir } });

describe('the files routes in the OpenAPI document', () => {
  it('document the uploads as multipart/form-data with a binary file', async () => {
    const { buildOpenApiDocument } = await import('@estudio/core');
    const doc = buildOpenApiDocument({ title: 't', version: 'v' }) as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>> };
    expect(doc.paths['/api/files']?.post?.requestBody?.content).toMatchObject({
      'multipart/form-data': { schema: { properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] } },
    });
  });
});
