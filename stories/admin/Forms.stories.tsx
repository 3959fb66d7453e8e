import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorOf, FORM_ERRORS, type CataloguePage, type CustomField, type DeskCatalogueApi, type Form } from '@estudio/core';
import { demoCustomFields, demoForms } from '@estudio/core/testing';
import { answered, deskCatalogueStub, failed, never } from '../../packages/web-react/src/features/admin/testing/deskStub.js';
import { mobile } from '../.storybook/mobile.js';
import { adminScreen, desktop, Elsewhere } from './adminStory.js';

/** A form split in two steps, a field shown only for one answer: what the preview walks through. */
const STEPS: Form = {
  form_id: 7,
  name: 'Primera clase',
  form_fields: [
    { form_field_id: 71, id: 71, form_id: 7, key: 'nivel', name: 'nivel', type: 'select', label: 'Tu nivel', order: 0, required: true, options: [{ value: 'nuevo', label: 'Es mi primera vez' }, { value: 'sabe', label: 'Ya he practicado' }], precondition: null, className: 'col-md-6', step: 1, value: null },
    { form_field_id: 72, id: 72, form_id: 7, key: 'donde', name: 'donde', type: 'text', label: '¿Dónde practicaste?', order: 1, required: false, options: [], precondition: 'nivel=sabe', className: 'col-md-6', step: 1, value: null },
    { form_field_id: 73, id: 73, form_id: 7, key: 'lesiones', name: 'lesiones', type: 'textarea', label: 'Lesiones', order: 2, required: false, options: [], precondition: null, className: 'col-12', step: 2, value: null },
    { form_field_id: 74, id: 74, form_id: 7, key: 'acepto', name: 'acepto', type: 'boolean', label: 'Acepto el reglamento', order: 3, required: true, options: [], precondition: null, className: 'col-12', step: 2, value: null },
  ],
};
const FORMS: readonly Form[] = [...demoForms, STEPS];

const page = (rows: readonly Form[]) => answered<CataloguePage<Form>>({ rows, total: rows.length });

const forms = (route: string, list: DeskCatalogueApi['forms']['list'] = () => page(FORMS)) =>
  adminScreen(route, {
    deskCatalogue: deskCatalogueStub({
      forms: {
        list,
        one: (id) => {
          const found = FORMS.find((form) => form.form_id === id);
          return found ? answered(found) : failed(errorOf(FORM_ERRORS.formNotFound));
        },
        create: (body) => answered({ form_id: 9, name: body.name, form_fields: [] }),
        update: (id) => answered(FORMS.find((form) => form.form_id === id) ?? FORMS[0]!),
        // The list offers no 'Eliminar' for the profile and address forms; the server refuses the profile form's too (409).
        remove: (id) => (id === 1 ? failed(errorOf(FORM_ERRORS.profileFormInUse)) : answered(FORMS.find((form) => form.form_id === id) ?? FORMS[1]!)),
      },
      customFields: { list: () => answered<CataloguePage<CustomField>>({ rows: demoCustomFields, total: demoCustomFields.length }) },
    }),
  });

const meta = { title: 'Admin/Formularios', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each form with its fields and its use; the profile and address forms carry their badge and cannot be deleted. */
export const Full: Story = { name: 'Con formularios', parameters: forms('/admin/formularios'), globals: desktop };
export const Phone: Story = { name: 'Con formularios (móvil)', parameters: forms('/admin/formularios'), globals: mobile };
export const Empty: Story = { name: 'Sin formularios', parameters: forms('/admin/formularios', () => page([])), globals: desktop };
export const Loading: Story = { name: 'Cargando', parameters: forms('/admin/formularios', () => never()), globals: desktop };
export const Failed: Story = { name: 'Error', parameters: forms('/admin/formularios', () => failed()), globals: desktop };

/** The profile form in the builder: drag, edit, add a custom field, and the customer's own renderer beside it. */
export const Builder: Story = { name: 'Constructor: formulario de perfil', parameters: forms('/admin/formularios/1'), globals: desktop };
/** Steps and a field shown for one answer: 'Siguiente' checks step 1 as the customer's form would. */
export const BuilderSteps: Story = { name: 'Constructor: pasos y condiciones', parameters: forms('/admin/formularios/7'), globals: desktop };
/** On a phone the fields and the preview are tabs. */
export const BuilderPhone: Story = { name: 'Constructor (móvil)', parameters: forms('/admin/formularios/1'), globals: mobile };
export const BuilderAddress: Story = { name: 'Constructor: formulario de dirección', parameters: forms('/admin/formularios/6'), globals: desktop };
export const BuilderNew: Story = { name: 'Constructor: nuevo formulario', parameters: forms('/admin/formularios/nueva'), globals: desktop };
export const BuilderLoading: Story = {
  name: 'Constructor: cargando',
  parameters: adminScreen('/admin/formularios/1', { deskCatalogue: deskCatalogueStub({ forms: { one: () => never() }, customFields: { list: () => never() } }) }),
  globals: desktop,
};
export const BuilderMissing: Story = { name: 'Constructor: no existe', parameters: forms('/admin/formularios/77'), globals: desktop };
