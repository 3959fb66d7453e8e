import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FileRecord, FileRef, UploadKind } from '@estudio/core';
import { AXE_TIMEOUT, seriousViolations } from '../../../../testing/axe.js';
import { renderWithServices } from '../../../../testing/renderWithServices.js';
import { demoFixtures } from '@estudio/core/testing';
import { FileField } from './FileField.js';
import * as styles from './FileField.css.js';
import { holdNextUpload } from './heldUpload.testing.js';

const ADMIN = demoFixtures.accounts.admin.email;

const fileOf = (name: string, type: string, size = 2048): File => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** A form field holding the uploaded file, reporting each change. */
const Holder = ({ initial = null, kind, seen }: { initial?: FileRef | null; kind?: UploadKind; seen: (FileRecord | null)[] }) => {
  const [value, setValue] = useState<FileRef | null>(initial);
  return (
    <FileField
      label="Logo"
      hint="PNG o JPG."
      kind={kind}
      value={value}
      onChange={(file) => {
        seen.push(file);
        setValue(file);
      }}
    />
  );
};
describe('FileField', () => {
  it('uploads a picked image through the files API and shows its preview; Quitar empties it', async () => {
    const seen: (FileRecord | null)[] = [];
    const { services } = renderWithServices(<Holder seen={seen} />, { signedInAs: ADMIN });
    expect(screen.getByText('Sin archivo.')).toBeTruthy();
    const input = screen.getByLabelText(/^Subir archivo/) as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png,image/webp,image/gif');
    await userEvent.upload(input, fileOf('logo.png', 'image/png'));
    const preview = (await screen.findByRole('img', { name: 'Vista previa de Logo' })) as HTMLImageElement;
    expect(seen).toHaveLength(1);
    expect(seen[0]?.name).toBe('logo.png');
    expect(preview.getAttribute('src')).toBe(seen[0]?.src);
    const stored = await services.api.files.one(seen[0]!.file_id);
    expect(stored.ok).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Quitar (Logo)' }));
    expect(seen.at(-1)).toBeNull();
    expect(screen.getByText('Sin archivo.')).toBeTruthy();
  });

  it('refuses a PDF in an image field and a file over 10 MB before sending anything', async () => {
    const seen: (FileRecord | null)[] = [];
    renderWithServices(<Holder seen={seen} />, { signedInAs: ADMIN });
    const input = screen.getByLabelText(/^Subir archivo/) as HTMLInputElement;
    await userEvent.upload(input, fileOf('menu.pdf', 'application/pdf'), { applyAccept: false });
    expect(await screen.findByText('Solo puedes cargar imágenes (JPG, PNG, WEBP o GIF).')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await userEvent.upload(input, fileOf('big.png', 'image/png', 10 * 1024 * 1024 + 1));
    expect(await screen.findByText('El archivo es demasiado grande. El tamaño máximo es de 10 MB.')).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it('takes a PDF in a document field and shows it by name as a link', async () => {
    const seen: (FileRecord | null)[] = [];
    renderWithServices(<Holder seen={seen} kind="document" />, { signedInAs: ADMIN });
    await userEvent.upload(screen.getByLabelText(/^Subir archivo/), fileOf('reglamento.pdf', 'application/pdf'));
    expect(await screen.findByRole('link', { name: 'reglamento.pdf' })).toBeTruthy();
    await waitFor(() => expect(seen).toHaveLength(1));
  });

  it('draws its focus on the visible label: the hidden input comes just before it, as the focus style needs', () => {
    renderWithServices(<Holder seen={[]} />, { signedInAs: ADMIN });
    const input = screen.getByLabelText(/^Subir archivo/) as HTMLInputElement;
    const label = input.nextElementSibling as HTMLElement;
    expect(label.tagName).toBe('LABEL');
    expect(label.getAttribute('for')).toBe(input.id);
    expect(input.classList.contains(styles.pickerInput)).toBe(true);
    expect(label.classList.contains(styles.picker)).toBe(true);
  });

  it('drops the answer of an upload that ends after the field is gone', async () => {
    const seen: (FileRecord | null)[] = [];
    const { services, unmount } = renderWithServices(<Holder seen={seen} />, { signedInAs: ADMIN });
    const held = holdNextUpload(services);
    await userEvent.upload(screen.getByLabelText(/^Subir archivo/), fileOf('logo.png', 'image/png'));
    expect(await screen.findByText('Subiendo archivo…')).toBeTruthy();
    unmount();
    await act(async () => {
      held.release();
      await held.uploaded();
    });
    expect(seen).toEqual([]);
  });

  it('starts from the stored file, offering Cambiar, and has no serious axe violation', async () => {
    renderWithServices(<Holder seen={[]} initial={{ file_id: 3, src: '/media/logo.png' }} />, { signedInAs: ADMIN });
    expect(screen.getByRole('img', { name: 'Vista previa de Logo' })).toBeTruthy();
    expect(screen.getByLabelText(/^Cambiar/)).toBeTruthy();
    expect(screen.getByRole('group', { name: /Logo/ })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
