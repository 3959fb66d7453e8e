import type { CustomField, CustomValue, Form, FormField } from '../api/schemas/forms.schemas.js';

/**
 * The demo studio's forms and custom fields, as the server's demo seed
 * writes them (packages/server/src/db/seed/demo/content.data.ts): six forms
 * in id order, the sixth the address form ('Dirección', spec 5), and three
 * customer custom fields with socia's values.
 */

type FieldSpec = readonly [key: string, type: string, label: string, required: boolean, options?: readonly string[], precondition?: string];

const SIGNUP_REASONS = ['Redes sociales', 'Recomendación', 'Pasaba por aquí', 'Otro'];

const FORM_SPECS: readonly { name: string; fields: readonly FieldSpec[] }[] = [
  {
    name: 'Información personal',
    fields: [
      ['name', 'text', 'Nombre', true], ['last_name', 'text', 'Apellidos', true], ['phone', 'phone', 'Teléfono', true],
      ['birthdate', 'birthdate', 'Fecha de nacimiento', false], ['instagram', 'text', 'Instagram', false],
      ['signup_reason', 'select', '¿Cómo nos conociste?', false, SIGNUP_REASONS],
      ['other', 'text', 'Cuéntanos', false, undefined, 'signup_reason=Otro'],
    ],
  },
  {
    name: 'Cuestionario de salud',
    fields: [
      ['nivel', 'select', 'Nivel de actividad', true, ['Principiante', 'Intermedio', 'Avanzado']],
      ['lesiones', 'textarea', 'Lesiones o condiciones médicas', false], ['embarazo', 'boolean', 'Estoy embarazada', false],
    ],
  },
  { name: 'Registro de invitado', fields: [['guest', 'text', 'Nombre de tu invitado', true], ['guest_phone', 'phone', 'Teléfono de tu invitado', false]] },
  { name: 'Comprobante de pago', fields: [['receipt', 'image', 'Foto del comprobante', true], ['paid_at', 'date', 'Fecha de pago', true]] },
  {
    name: 'Datos de facturación',
    fields: [
      ['rfc', 'text', 'RFC', true], ['razon_social', 'text', 'Razón social', true],
      ['uso_cfdi', 'select', 'Uso de CFDI', true, ['G03 Gastos en general', 'D01 Honorarios médicos', 'S01 Sin efectos fiscales']],
    ],
  },
  {
    name: 'Dirección',
    fields: [
      ['street', 'text', 'Calle', false], ['number', 'text', 'Número', false], ['interior_number', 'text', 'Interior', false],
      ['neighborhood', 'text', 'Colonia', false], ['city', 'text', 'Ciudad', true], ['zip_code', 'number', 'Código postal', false],
      ['state', 'text', 'Estado', true], ['country', 'text', 'País', true],
    ],
  },
];

const buildForms = (): Form[] => {
  let nextFieldId = 1;
  return FORM_SPECS.map((spec, index) => {
    const form_id = index + 1;
    const form_fields = spec.fields.map(([key, type, label, required, options, precondition], order): FormField => {
      const id = nextFieldId++;
      return {
        form_field_id: id, id, form_id, key, name: key, type, label, order, required,
        options: (options ?? []).map((option) => ({ value: option, label: option })),
        precondition: precondition ?? null,
        className: type === 'textarea' ? 'col-12' : 'col-md-6',
        step: 1,
        value: null,
      };
    });
    return { form_id, name: spec.name, form_fields };
  });
};

/** The demo studio's six forms with their fields sorted by order. */
export const demoForms: readonly Form[] = buildForms();

/** The demo studio's customer custom fields. */
export const demoCustomFields: readonly CustomField[] = [
  { custom_field_id: 1, object: 'customer', key: 'talla_playera', type: 'select', required: false, label: 'Talla de playera', options: ['CH', 'M', 'G'].map((size) => ({ value: size, label: size })) },
  { custom_field_id: 2, object: 'customer', key: 'contacto_emergencia', type: 'phone', required: false, label: 'Teléfono de emergencia', options: [] },
  { custom_field_id: 3, object: 'customer', key: 'objetivo', type: 'textarea', required: false, label: 'Tu objetivo', options: [] },
];

/** socia's values of the demo custom fields. */
export const demoSociaCustomValues: readonly CustomValue[] = [
  { custom_field_id: 1, key: 'talla_playera', value: 'M' },
  { custom_field_id: 2, key: 'contacto_emergencia', value: '5598765432' },
  { custom_field_id: 3, key: 'objetivo', value: 'Ganar flexibilidad y constancia.' },
];
