import { describe, expect, it } from 'vitest';
import { messages, type ApiPort } from '@estudio/core';

/** Signs a demo account in (socia@, nueva@ or admin@estudio.test) and gives its ApiPort; one suite shares one studio. */
export type SignInAs = (email: string) => Promise<ApiPort>;

const SOCIA = 'socia@estudio.test';
const NUEVA = 'nueva@estudio.test';

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
