import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { errorOf, fill, FORM_ERRORS, messages, type CataloguePage, type CustomField, type DeskCatalogueApi } from '@estudio/core';
import { demoCustomFields } from '@estudio/core/testing';
import { answered, deskCatalogueStub, failed, never } from '../../packages/web-react/src/features/admin/testing/deskStub.js';
import { mobile } from '../.storybook/mobile.js';
import { adminScreen, desktop, Elsewhere } from './adminStory.js';

const FIELDS: readonly CustomField[] = [
  ...demoCustomFields,
  { custom_field_id: 4, object: 'customer', key: 'alergias', type: 'creatable-select', required: true, label: 'Alergias', options: [{ value: 'Polen', label: 'Polen' }, { value: 'Látex', label: 'Látex' }] },
];

const page = (rows: readonly CustomField[]) => answered<CataloguePage<CustomField>>({ rows, total: rows.length });

const customFields = (list: DeskCatalogueApi['customFields']['list']) =>
  adminScreen('/admin/campos', {
    deskCatalogue: deskCatalogueStub({
      customFields: {
        list,
        create: (body) => answered({ ...FIELDS[0]!, ...body, custom_field_id: 9, object: body.object ?? 'customer', required: body.required ?? false, options: [] } as CustomField),
        update: (id, body) => answered({ ...(FIELDS.find((row) => row.custom_field_id === id) ?? FIELDS[0]!), ...body, options: [] } as CustomField),
        // 'Talla de playera' is in the profile form: the server refuses it (409).
        remove: (id) => (id === 1
          ? failed(errorOf(FORM_ERRORS.customFieldInUse, fill(messages.formsApi.customFieldInUse, { form: 'Información personal' })))
          : answered(FIELDS.find((row) => row.custom_field_id === id) ?? FIELDS[0]!)),
      },
    }),
  });

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = { title: 'Admin/Campos personalizados', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each field with its key, type, owner and whether it is required; 'Nuevo' suggests the key from the label. */
export const Full: Story = { name: 'Con campos', parameters: customFields(() => page(FIELDS)), globals: desktop };
export const Phone: Story = { name: 'Con campos (móvil)', parameters: customFields(() => page(FIELDS)), globals: mobile };
export const Empty: Story = { name: 'Sin campos', parameters: customFields(() => page([])), globals: desktop };
export const Loading: Story = { name: 'Cargando', parameters: customFields(() => never()), globals: desktop };
export const Failed: Story = { name: 'Error', parameters: customFields(() => failed()), globals: desktop };
/** 'Nuevo': label (the key follows it until typed), type, owner, required, and the options of a list. */
export const New: Story = {
  name: 'Nuevo campo',
  parameters: customFields(() => page(FIELDS)),
  globals: desktop,
  play: async ({ canvasElement }) => {
    await userEvent.click(await body(canvasElement).findByRole('button', { name: messages.deskForms.newCustomField }));
    await body(canvasElement).findByRole('dialog', { name: messages.deskForms.newCustomFieldTitle });
  },
};
/** 'Editar' on a list field: prefilled, with its options. */
export const Edit: Story = {
  name: 'Editar campo',
  parameters: customFields(() => page(FIELDS)),
  globals: desktop,
  play: async ({ canvasElement }) => {
    const cell = await body(canvasElement).findByText('Alergias');
    await userEvent.click(within(cell.closest('tr') as HTMLElement).getByRole('button', { name: 'Editar' }));
  },
};
