import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CustomFieldResponse, CustomFieldsResponse, CustomerResponse, FormResponse, FormsResponse, fill, messages,
} from '@estudio/core';
import { formsDigest as formsDigestOf, query } from './support/db-inspect.js';
import { signInDemo, type Tokens } from './support/catalogue-crud.js';
import { onEachDatabase, type Harness } from './support/harness.js';

const formsDigest = (h: Harness) => formsDigestOf(h.db);

const NEW_FORM = {
  name: 'Encuesta de bienvenida',
  form_fields: [
    { key: 'motivo', type: 'select', label: '¿Qué buscas?', required: true, order: 2, options: ['Fuerza', { value: 'flex', label: 'Flexibilidad' }] },
    { key: 'detalle', type: 'textarea', label: 'Cuéntanos más', order: 3, precondition: 'motivo=flex', className: 'col-12', value: 'Nada' },
    { key: 'foto', type: 'image', label: 'Tu foto', order: 1, step: 2 },
  ],
};

onEachDatabase('forms and custom fields', (h) => {
  let tokens: Tokens;
  beforeAll(async () => {
    tokens = await signInDemo(h());
  });

  describe('/forms', () => {
    it('lists the six demo forms with their fields sorted by order and every attribute of spec 3', async () => {
      const answer = await h().request('GET', '/api/forms');
      expect(answer.status).toBe(200);
      const { forms } = FormsResponse.parse(answer.body);
      expect(forms.map((form) => form.name)).toEqual([
        'Información personal', 'Cuestionario de salud', 'Registro de invitado', 'Comprobante de pago', 'Datos de facturación', 'Dirección',
      ]);
      for (const form of forms) {
        const orders = form.form_fields.map((field) => field.order);
        expect(orders).toEqual([...orders].sort((a, b) => a - b));
      }
      const profile = forms[0];
      const other = profile?.form_fields.find((field) => field.key === 'other');
      expect(other).toMatchObject({ type: 'text', label: 'Cuéntanos', required: false, precondition: 'signup_reason=Otro', className: 'col-md-6', step: 1, value: null });
      expect(other?.id).toBe(other?.form_field_id);
      expect(profile?.form_fields.find((field) => field.key === 'signup_reason')?.options).toContainEqual({ value: 'Otro', label: 'Otro' });
    });

    it('reads form 6, the address form, with city, state and country required', async () => {
      const { forms } = FormsResponse.parse((await h().request('GET', '/api/forms?name=direcc')).body);
      expect(forms.map((form) => form.name)).toEqual(['Dirección']);
      const answer = await h().request('GET', `/api/forms/${forms[0]?.form_id}`);
      const { form } = FormResponse.parse(answer.body);
      expect(form.form_fields.filter((field) => field.required).map((field) => field.key)).toEqual(['city', 'state', 'country']);
    });

    it('answers 404 with its code and message for a form that does not exist', async () => {
      const missing = await h().request('GET', '/api/forms/987654');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ code: 'form/not-found', message: messages.formsApi.formNotFound });
      expect((await h().request('GET', '/api/forms/abc')).status).toBe(404);
    });

    it('lets an admin create, update, list and delete a form with its fields', async () => {
      const created = await h().request('POST', '/api/forms', { token: tokens.admin, body: NEW_FORM });
      expect(created.status, created.text).toBe(201);
      const { form } = FormResponse.parse(created.body);
      expect(form.form_fields.map((field) => field.key)).toEqual(['foto', 'motivo', 'detalle']);
      expect(form.form_fields[1]).toMatchObject({
        name: 'motivo', required: true, options: [{ value: 'Fuerza', label: 'Fuerza' }, { value: 'flex', label: 'Flexibilidad' }],
      });
      expect(form.form_fields[2]).toMatchObject({ precondition: 'motivo=flex', className: 'col-12', value: 'Nada', required: false });
      expect(form.form_fields[0]).toMatchObject({ step: 2, options: [], precondition: null });
      expect(FormResponse.parse((await h().request('GET', `/api/forms/${form.form_id}`)).body).form).toEqual(form);

      const updated = await h().request('PUT', `/api/forms/${form.form_id}`, {
        token: tokens.admin, body: { name: 'Encuesta', form_fields: [{ key: 'edad', type: 'number', label: 'Edad', required: true }] },
      });
      expect(updated.status, updated.text).toBe(200);
      const after = FormResponse.parse(updated.body).form;
      expect(after.name).toBe('Encuesta');
      expect(after.form_fields.map((field) => [field.key, field.order])).toEqual([['edad', 0]]);
      const renamed = await h().request('PUT', `/api/forms/${form.form_id}`, { token: tokens.admin, body: { name: 'Encuesta final' } });
      expect(FormResponse.parse(renamed.body).form.form_fields).toEqual(after.form_fields);
      expect(FormsResponse.parse((await h().request('GET', '/api/forms')).body).forms.map((one) => one.name)).toContain('Encuesta final');

      const deleted = await h().request('DELETE', `/api/forms/${form.form_id}`, { token: tokens.admin });
      expect(deleted.status).toBe(200);
      expect(FormResponse.parse(deleted.body).form.name).toBe('Encuesta final');
      expect((await h().request('GET', `/api/forms/${form.form_id}`)).status).toBe(404);
      expect(await query(h().db, sql`select * from form_fields where form_id = ${form.form_id}`)).toEqual([]);
      expect((await h().request('DELETE', `/api/forms/${form.form_id}`, { token: tokens.admin })).status).toBe(404);
    });

    it('refuses writes without a token (401) or by a customer (403), writing nothing', async () => {
      const before = await formsDigest(h());
      const anonymous = await h().request('POST', '/api/forms', { body: NEW_FORM });
      expect(anonymous.status).toBe(401);
      for (const [method, path] of [['POST', '/api/forms'], ['PUT', '/api/forms/1'], ['DELETE', '/api/forms/1']] as const) {
        const answer = await h().request(method, path, { token: tokens.customer, ...(method === 'DELETE' ? {} : { body: NEW_FORM }) });
        expect(answer.status, `${method} ${path}`).toBe(403);
        expect(answer.body.code).toBe('auth/forbidden');
      }
      expect(await formsDigest(h())).toEqual(before);
    });

    it('refuses invalid forms with a Spanish 400 and writes nothing', async () => {
      const before = await formsDigest(h());
      const field = NEW_FORM.form_fields[0];
      const cases: [unknown, string][] = [
        [{ name: 'Dos veces', form_fields: [field, field] }, messages.formsApi.fieldKeysRepeated],
        [{ name: 'Condición', form_fields: [{ ...field, precondition: 'motivo' }] }, messages.formsApi.preconditionFormat],
        [{ name: 'Clase', form_fields: [{ ...field, className: '"><script>alert(1)</script>' }] }, messages.formsApi.classNameFormat],
        [{ name: 'Clave', form_fields: [{ ...field, key: '1 clave' }] }, messages.formsApi.fieldKeyFormat],
        [{ name: 'Tipo', form_fields: [{ ...field, type: 'color' }] }, 'Revisa el campo: form_fields.0.type'],
        [{ name: '' }, messages.forms.fillField],
      ];
      for (const [body, text] of cases) {
        const answer = await h().request('POST', '/api/forms', { token: tokens.admin, body });
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.code).toBe('validation/invalid-body');
        expect(answer.body.message).toContain(text);
      }
      const replaced = await h().request('PUT', '/api/forms/1', { token: tokens.admin, body: { form_fields: [field, field] } });
      expect(replaced.status).toBe(400);
      expect((await h().request('PUT', '/api/forms/987654', { token: tokens.admin, body: { name: 'X' } })).body.code).toBe('form/not-found');
      expect(await formsDigest(h())).toEqual(before);
    });
  });

  describe('/custom_fields', () => {
    it('lists the demo custom fields with filters and reads one', async () => {
      const all = CustomFieldsResponse.parse((await h().request('GET', '/api/custom_fields?object=customer')).body).custom_fields;
      expect(all.map((field) => field.key)).toEqual(['talla_playera', 'contacto_emergencia', 'objetivo']);
      expect(all[0]?.options).toEqual(['CH', 'M', 'G'].map((size) => ({ value: size, label: size })));
      const selects = CustomFieldsResponse.parse((await h().request('GET', '/api/custom_fields?type=select')).body).custom_fields;
      expect(selects.map((field) => field.key)).toEqual(['talla_playera']);
      expect(CustomFieldsResponse.parse((await h().request('GET', '/api/custom_fields?required=true')).body).custom_fields).toEqual([]);
      expect(CustomFieldsResponse.parse((await h().request('GET', '/api/custom_fields?key=objetivo')).body).custom_fields).toHaveLength(1);
      const one = await h().request('GET', `/api/custom_fields/${all[1]?.custom_field_id}`);
      expect(CustomFieldResponse.parse(one.body).custom_field).toEqual(all[1]);
      const missing = await h().request('GET', '/api/custom_fields/987654');
      expect(missing.body).toEqual({ code: 'custom-field/not-found', message: messages.formsApi.customFieldNotFound });
    });

    it('lets an admin create, update and delete a custom field; a taken or reserved key is refused', async () => {
      const body = { key: 'lesion', type: 'select', label: '¿Tienes alguna lesión?', required: true, options: ['Sí', 'No'] };
      const created = await h().request('POST', '/api/custom_fields', { token: tokens.admin, body });
      expect(created.status, created.text).toBe(201);
      const field = CustomFieldResponse.parse(created.body).custom_field;
      expect(field).toMatchObject({ object: 'customer', key: 'lesion', required: true, options: [{ value: 'Sí', label: 'Sí' }, { value: 'No', label: 'No' }] });

      const before = await formsDigest(h());
      const taken = await h().request('POST', '/api/custom_fields', { token: tokens.admin, body });
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({ code: 'custom-field/key-taken', message: messages.formsApi.customFieldKeyTaken });
      const moved = await h().request('PUT', `/api/custom_fields/${field.custom_field_id}`, { token: tokens.admin, body: { key: 'talla_playera' } });
      expect(moved.status).toBe(409);
      const reserved = await h().request('POST', '/api/custom_fields', { token: tokens.admin, body: { ...body, key: 'phone' } });
      expect(reserved.status).toBe(400);
      expect(reserved.body).toEqual({ code: 'custom-field/key-reserved', message: messages.formsApi.customFieldKeyReserved });
      expect((await h().request('POST', '/api/custom_fields', { token: tokens.customer, body: { ...body, key: 'otra' } })).status).toBe(403);
      expect((await h().request('POST', '/api/custom_fields', { body: { ...body, key: 'otra' } })).status).toBe(401);
      expect(await formsDigest(h())).toEqual(before);

      // A select keeps its choices (400 without them); a text field has none.
      const bare = await h().request('PUT', `/api/custom_fields/${field.custom_field_id}`, { token: tokens.admin, body: { label: 'Lesiones', options: null } });
      expect(bare.status).toBe(400);
      const updated = await h().request('PUT', `/api/custom_fields/${field.custom_field_id}`, { token: tokens.admin, body: { label: 'Lesiones', type: 'text', options: null } });
      expect(CustomFieldResponse.parse(updated.body).custom_field).toMatchObject({ label: 'Lesiones', type: 'text', options: [], key: 'lesion' });
      const deleted = await h().request('DELETE', `/api/custom_fields/${field.custom_field_id}`, { token: tokens.admin });
      expect(deleted.status).toBe(200);
      expect((await h().request('GET', `/api/custom_fields/${field.custom_field_id}`)).status).toBe(404);
    });
  });

  describe("a customer's custom values (PUT /customer)", () => {
    it('answers her values with GET /customer and stores new ones', async () => {
      const current = CustomerResponse.parse((await h().request('GET', '/api/customer', { token: tokens.customer })).body).customer;
      expect(current.custom_values?.map((value) => [value.key, value.value])).toEqual([
        ['talla_playera', 'M'], ['contacto_emergencia', '5598765432'], ['objetivo', 'Ganar flexibilidad y constancia.'],
      ]);
      const [shirt, , goal] = current.custom_values ?? [];
      const answer = await h().request('PUT', '/api/customer', {
        token: tokens.customer,
        body: { custom_values: [{ custom_field_id: shirt?.custom_field_id, value: 'G' }, { custom_field_id: goal?.custom_field_id, value: null }] },
      });
      expect(answer.status, answer.text).toBe(200);
      const after = CustomerResponse.parse(answer.body).customer.custom_values;
      expect(after?.map((value) => [value.key, value.value])).toEqual([
        ['talla_playera', 'G'], ['contacto_emergencia', '5598765432'], ['objetivo', null],
      ]);
    });

    it('refuses a value the field does not take, or an unknown field, and writes nothing of the body', async () => {
      const { custom_fields: fields } = CustomFieldsResponse.parse((await h().request('GET', '/api/custom_fields')).body);
      const shirt = fields.find((field) => field.key === 'talla_playera');
      const before = await formsDigest(h());
      const wrong = await h().request('PUT', '/api/customer', {
        token: tokens.customer, body: { name: 'Cambiada', custom_values: [{ custom_field_id: shirt?.custom_field_id, value: 'XL' }] },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ code: 'custom-field/invalid', message: fill(messages.forms.checkField, { label: 'Talla de playera' }) });
      const unknown = await h().request('PUT', '/api/customer', {
        token: tokens.customer, body: { name: 'Cambiada', custom_values: [{ custom_field_id: 987654, value: 'x' }] },
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('custom-field/not-found');
      const twice = await h().request('PUT', '/api/customer', {
        token: tokens.customer, body: { custom_values: [{ custom_field_id: shirt?.custom_field_id, value: 'M' }, { custom_field_id: shirt?.custom_field_id, value: 'G' }] },
      });
      expect(twice.status).toBe(400);
      expect(twice.body.message).toContain(messages.formsApi.customValuesRepeated);
      expect(await formsDigest(h())).toEqual(before);
    });

    it('refuses a blank required custom value and stores numbers as absolute values', async () => {
      const made = await h().request('POST', '/api/custom_fields', { token: tokens.admin, body: { key: 'clases_semana', type: 'number', label: 'Clases por semana', required: true } });
      const field = CustomFieldResponse.parse(made.body).custom_field;
      const blank = await h().request('PUT', '/api/customer', { token: tokens.customer, body: { custom_values: [{ custom_field_id: field.custom_field_id, value: ' ' }] } });
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe(fill(messages.forms.checkField, { label: 'Clases por semana' }));
      const negative = await h().request('PUT', '/api/customer', { token: tokens.customer, body: { custom_values: [{ custom_field_id: field.custom_field_id, value: '-3' }] } });
      expect(negative.status, negative.text).toBe(400);
      const stored = await h().request('PUT', '/api/customer', { token: tokens.customer, body: { custom_values: [{ custom_field_id: field.custom_field_id, value: '3' }] } });
      expect(CustomerResponse.parse(stored.body).customer.custom_values?.find((value) => value.key === 'clases_semana')?.value).toBe('3');
      await h().request('DELETE', `/api/custom_fields/${field.custom_field_id}`, { token: tokens.admin });
      const after = CustomerResponse.parse((await h().request('GET', '/api/customer', { token: tokens.customer })).body).customer;
      expect(after.custom_values?.map((value) => value.key)).not.toContain('clases_semana');
    });

    it("enforces spec 5's address rule on PUT /customer too, changing nothing", async () => {
      const before = await formsDigest(h());
      const answer = await h().request('PUT', '/api/customer', {
        token: tokens.customer, body: { name: 'Cambiada', address: { city: ' ', state: 'CDMX', country: 'México' } },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 'validation/city', message: messages.profile.cityRequired });
      expect(await formsDigest(h())).toEqual(before);
    });
  });
});
