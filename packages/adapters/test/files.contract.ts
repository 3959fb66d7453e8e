import { describe, expect, it } from 'vitest';
import { messages, type ApiPort } from '@estudio/core';

/** Signs a demo account in (socia@, nueva@ or admin@estudio.test) and gives its ApiPort; one suite shares one studio. */
export type SignInAs = (email: string) => Promise<ApiPort>;

const SOCIA = 'socia@estudio.test';
const NUEVA = 'nueva@estudio.test';
const ADMIN = 'admin@estudio.test';

/** The first bytes of a WebM as Chromium's MediaRecorder writes them: an EBML header naming 'webm'. */
const WEBM = Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04,
  0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02, 0, 0, 0, 0]);

/** A tiny real PNG (1×1). */
export const PNG = Uint8Array.from(Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'));

/** A picked photo, as a file input gives it. */
export const photo = (name = 'foto.png'): File => new File([PNG], name, { type: 'image/png' });

const valueOf = <T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value;
};

/**
 * The files member of ApiPort, whoever provides it (core's fake, the HTTP
 * adapter over the demo server): what the profile photo upload relies on.
 */
export const describeFilesContract = (name: string, signInAs: SignInAs): void => {
  describe(`${name}: files`, () => {
    it('uploads a picked photo and reads it back; a name in data wins over the file name', async () => {
      const api = await signInAs(SOCIA);
      const file = valueOf(await api.files.upload({ file: photo() }));
      expect(file).toMatchObject({ name: 'foto.png', type: 'image/png', size: PNG.length });
      expect(file.src).toMatch(/\/media\//);
      expect(valueOf(await api.files.one(file.file_id))).toEqual(file);
      expect(valueOf(await api.files.upload({ file: photo(), data: { name: 'Perfil' } })).name).toBe('Perfil');
    });

    it("refuses an empty file and a type that is not an image or a PDF, with the server's codes", async () => {
      const api = await signInAs(SOCIA);
      expect(await api.files.upload({ file: new File([], 'vacio.png', { type: 'image/png' }) })).toMatchObject({
        ok: false, error: { code: 'files/empty', message: messages.files.empty, status: 400 },
      });
      expect(await api.files.upload({ file: new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }) })).toMatchObject({
        ok: false, error: { code: 'files/type-not-allowed', message: messages.files.typeNotAllowed, status: 400 },
      });
    });

    it("takes an admin's video for the library and refuses a customer's, or a video type the library does not play", async () => {
      const admin = await signInAs(ADMIN);
      const video = valueOf(await admin.files.upload({ file: new File([WEBM], 'clase.webm', { type: 'video/webm' }) }));
      expect(video).toMatchObject({ name: 'clase.webm', type: 'video/webm', size: WEBM.length });
      expect(await admin.files.upload({ file: new File([WEBM], 'clase.mov', { type: 'video/quicktime' }) })).toMatchObject({
        ok: false, error: { code: 'files/type-not-allowed', message: messages.files.videoTypeNotAllowed, status: 400 },
      });
      const socia = await signInAs(SOCIA);
      expect(await socia.files.upload({ file: new File([WEBM], 'clase.webm', { type: 'video/webm' }) })).toMatchObject({
        ok: false, error: { code: 'files/type-not-allowed', message: messages.files.typeNotAllowed, status: 400 },
      });
    });

    it("keeps her files from other customers, renames and deletes them", async () => {
      const socia = await signInAs(SOCIA);
      const file = valueOf(await socia.files.upload({ file: photo() }));
      const nueva = await signInAs(NUEVA);
      expect(await nueva.files.one(file.file_id)).toMatchObject({ ok: false, error: { code: 'file/not-found', status: 404 } });
      expect(await nueva.files.remove(file.file_id)).toMatchObject({ ok: false, error: { status: 404 } });
      const again = await signInAs(SOCIA);
      expect(valueOf(await again.files.update({ file_id: file.file_id, name: 'Renombrada' }))).toEqual({ ...file, name: 'Renombrada' });
      expect(valueOf(await again.files.remove(file.file_id)).file_id).toBe(file.file_id);
      expect(await again.files.one(file.file_id)).toMatchObject({ ok: false, error: { status: 404 } });
      expect(await again.files.list()).toMatchObject({ ok: false, error: { status: 403 } });
    });
  });
};
