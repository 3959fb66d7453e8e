import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoCustomerIds, type DemoPorts } from '@estudio/core/testing';
import { imageFile, personalCard, renderProfile, storedSocia } from './testing/render.js';

const picker = () => personalCard().getByLabelText('Cambiar foto') as HTMLInputElement;

const OLD_PHOTO = 7;

/** The socia with a photo she uploaded: file 7, stored in the fake's files and named by her record. */
const withPhoto = (fakes: DemoPorts) => {
  const src = '/media/socia.jpg';
  fakes.api.state.files.push({ file_id: OLD_PHOTO, customer_id: demoCustomerIds.socia, name: 'socia.jpg', type: 'image/jpeg', src, size: 2048 });
  storedSocia(fakes).file = { file_id: OLD_PHOTO, src };
};

const storedIds = ({ api }: DemoPorts) => api.state.files.map((file) => file.file_id);

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

  it("deletes the photo 'Quitar foto' took off her record, so it is not left stored", async () => {
    const { services } = await renderProfile({ prepare: withPhoto });
    const remove = vi.spyOn(services.api.files, 'remove');
    await userEvent.click(personalCard().getByRole('button', { name: 'Quitar foto' }));
    expect(await screen.findByText('Foto eliminada con éxito.')).toBeTruthy();
    await waitFor(() => expect(storedIds(services.fakes)).not.toContain(OLD_PHOTO));
    expect(remove).toHaveBeenCalledWith(OLD_PHOTO);
  });

  it("deletes the photo 'Cambiar foto' replaced, and keeps the new one", async () => {
    const { services } = await renderProfile({ prepare: withPhoto });
    await userEvent.upload(picker(), imageFile());
    expect(await screen.findByText('Foto actualizada con éxito.')).toBeTruthy();
    const current = storedSocia(services.fakes).file?.file_id;
    expect(current).not.toBe(OLD_PHOTO);
    await waitFor(() => expect(storedIds(services.fakes)).toEqual([current]));
  });

  it('still says the photo was removed when deleting the old file fails, and shows nothing alarming', async () => {
    const { services } = await renderProfile({
      prepare: (fakes) => {
        withPhoto(fakes);
        fakes.api.failNext('files.remove', { code: 'server', message: 'No pudimos borrar el archivo.', status: 500 });
      },
    });
    const remove = vi.spyOn(services.api.files, 'remove');
    await userEvent.click(personalCard().getByRole('button', { name: 'Quitar foto' }));
    expect(await screen.findByText('Foto eliminada con éxito.')).toBeTruthy();
    await waitFor(() => expect(remove).toHaveBeenCalledWith(OLD_PHOTO));
    expect(personalCard().queryByRole('alert')).toBeNull();
    expect(screen.queryByText('No pudimos borrar el archivo.')).toBeNull();
    expect(storedSocia(services.fakes).file).toBeNull();
  });

  it('still says the photo was updated when the delete call itself throws', async () => {
    const { services } = await renderProfile({ prepare: withPhoto });
    const remove = vi.spyOn(services.api.files, 'remove').mockRejectedValue(new Error('network down'));
    await userEvent.upload(picker(), imageFile());
    expect(await screen.findByText('Foto actualizada con éxito.')).toBeTruthy();
    await waitFor(() => expect(remove).toHaveBeenCalledWith(OLD_PHOTO));
    expect(personalCard().queryByRole('alert')).toBeNull();
  });
});
