import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { imageFile, personalCard, renderProfile, storedSocia } from './testing/render.js';

const picker = () => personalCard().getByLabelText('Cambiar foto') as HTMLInputElement;

describe('/mystudio/informacion, the profile photo', () => {
  it("uploads the picked image first, then names it on PUT /customer: 'Foto actualizada con éxito.'", async () => {
    const { services } = await renderProfile();
    const calls: string[] = [];
    const { files, customer } = services.api;
    const [store, save] = [files.upload.bind(files), customer.update.bind(customer)];
    const upload = vi.spyOn(files, 'upload').mockImplementation(async (input) => {
      calls.push('files.upload');
      return store(input);
    });
    const update = vi.spyOn(customer, 'update').mockImplementation(async (body) => {
      calls.push('customer.update');
      return save(body);
    });
    expect(picker().accept).toBe('image/*');
    await userEvent.upload(picker(), imageFile());
    expect(await screen.findByText('Foto actualizada con éxito.')).toBeTruthy();
    expect(calls).toEqual(['files.upload', 'customer.update']);
    expect(upload.mock.calls[0]?.[0].file).toBeInstanceOf(File);
    const stored = services.fakes.api.state.files.at(-1);
    expect(update.mock.calls[0]?.[0]).toMatchObject({ file_id: stored?.file_id });
    expect(storedSocia(services.fakes).file?.file_id).toBe(stored?.file_id);
    expect(personalCard().getByRole('img', { name: 'Foto de perfil de Mariana Torres' })).toBeTruthy();
    expect(personalCard().queryByText('MT')).toBeNull();
  });

  it('refuses an image over the upload limit before sending anything', async () => {
    const { services } = await renderProfile();
    const upload = vi.spyOn(services.api.files, 'upload');
    await userEvent.upload(picker(), imageFile('enorme.jpg', 11 * 1024 * 1024, 'image/jpeg'));
    expect(personalCard().getByRole('alert').textContent).toBe('El archivo es demasiado grande. El tamaño máximo es de 10 MB.');
    expect(upload).not.toHaveBeenCalled();
  });

  it("shows the upload's refusal and saves nothing when the files API refuses", async () => {
    const { services } = await renderProfile({
      prepare: ({ api }) => api.failNext('files.upload', { code: 'files/storage-failed', message: 'No pudimos guardar el archivo. Inténtalo de nuevo.', status: 500 }),
    });
    const update = vi.spyOn(services.api.customer, 'update');
    await userEvent.upload(picker(), imageFile());
    expect((await personalCard().findByRole('alert')).textContent).toBe('No pudimos guardar el archivo. Inténtalo de nuevo.');
    expect(update).not.toHaveBeenCalled();
  });

  it("removes her photo with 'Quitar foto' (file_id null), back to her initials", async () => {
    const { services } = await renderProfile({ prepare: (fakes) => (storedSocia(fakes).file = { file_id: 7, src: '/media/socia.jpg' }) });
    expect(personalCard().getByRole('img', { name: 'Foto de perfil de Mariana Torres' })).toBeTruthy();
    const update = vi.spyOn(services.api.customer, 'update');
    await userEvent.click(personalCard().getByRole('button', { name: 'Quitar foto' }));
    expect(await screen.findByText('Foto eliminada con éxito.')).toBeTruthy();
    expect(update.mock.calls[0]?.[0]).toMatchObject({ file_id: null });
    expect(storedSocia(services.fakes).file).toBeNull();
    expect(personalCard().getByText('MT')).toBeTruthy();
    expect(personalCard().queryByRole('button', { name: 'Quitar foto' })).toBeNull();
  });
});
