import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FileRef, UploadKind } from '@estudio/core';
import { demoFixtures } from '@estudio/core/testing';
import { FileField } from '../../packages/web-react/src/features/admin/kit/index.js';
import { mobile } from '../.storybook/mobile.js';

/** The field as a form holds it; a picked file is uploaded to the in-memory files API of the demo studio. */
const Field = ({ initial = null, kind = 'image', error = null }: { initial?: FileRef | null; kind?: UploadKind; error?: string | null }) => {
  const [value, setValue] = useState<FileRef | null>(initial);
  return (
    <div style={{ padding: 16, maxWidth: 480 }}>
      <FileField
        label={kind === 'image' ? 'Logo' : 'Archivo descargable'}
        hint={kind === 'image' ? 'JPG, PNG, WEBP o GIF de hasta 10 MB.' : 'Una imagen o un PDF de hasta 10 MB.'}
        kind={kind}
        value={value}
        onChange={setValue}
        error={error}
      />
    </div>
  );
};

const meta = {
  title: 'Admin kit/FileField',
  render: () => <Field />,
  parameters: { studio: { signedInAs: demoFixtures.accounts.admin.email } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing stored yet: 'Subir archivo'. */
export const Empty: Story = { name: 'Sin archivo' };
/** An image stored: its preview, 'Cambiar' and 'Quitar'. */
export const WithImage: Story = { name: 'Con imagen', render: () => <Field initial={{ file_id: 1, src: '/logo.svg', type: 'image/svg+xml' }} /> };
/** A document field shows the stored file by name, as a link. */
export const Document: Story = { name: 'Documento', render: () => <Field kind="document" initial={{ file_id: 2, src: '/media/reglamento.pdf', name: 'reglamento.pdf' }} /> };
/** The form around it refused the field. */
export const Refused: Story = { name: 'Con error', render: () => <Field error="Debes llenar este campo." /> };
export const Phone: Story = { name: 'Con imagen (móvil)', render: () => <Field initial={{ file_id: 1, src: '/logo.svg', type: 'image/svg+xml' }} />, globals: mobile };
