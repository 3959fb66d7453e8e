import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CustomFieldResponse, CustomFieldsResponse, CustomerResponse, FormResponse, FormsResponse, REQUEST_ERRORS, fill, messages, type Form,
} from '@estudio/core';
import { formsDigest as formsDigestOf, query } from './support/db-inspect.js';
import { signInDemo, type Tokens } from './support/catalogue-crud.js';
import { onEachDatabase, type Harness } from './support/harness.js';

const formsDigest = (h: Harness) => formsDigestOf(h.db);

/** A form's fields as PUT /forms/:id takes them back. */
const bodyFields = (form: Form) =>
  form.form_fields.map(({ key, type, label, required, options, precondition, className, step, value }) => ({
    key, type, label, required, options, precondition, className, step, value,
  }));

/**
 * 'Formularios' and 'Campos personalizados' on the server (issue 15): the
 * admin lists page and search as /admin asks (unpaged as before for the
 * member area), a form's fields must agree (core's `formFieldProblems`),
 * the profile form and the address form cannot be deleted, the address
 * form keeps city, state and country, and a custom field the profile form
 * uses is neither deleted nor renamed. Every refusal writes nothing.
 */
onEachDatabase('forms and custom fields for /admin', (h, kind) => {
  let tokens: Tokens;
  const mark = `zq${Date.now().toString(36)}`;
  const get = async (path: string) => {
    const answer = await h().request('GET', path);
    expect(answer.status, answer.text).toBe(200);
    return answer;
  };

  beforeAll(async () => {
    tokens = await signInDemo(h());
    for (const name of [`Encuesta ${mark}`, `Evaluación ${mark}`, 'Registro de alergias']) {
      const created = await h().request('POST', '/api/forms', { token: tokens.admin, body: { name, form_fields: [] } });
      expect(created.status, created.text).toBe(201);
    }
    for (const [key, label] of [[`alergias_${mark}`, 'Alergias'], ['calzado', `Número de calzado ${mark}`]]) {
      const created = await h().request('POST', '/api/custom_fields', { token: tokens.admin, body: { key, label, type: 'text' } });
      expect(created.status, created.text).toBe(201);
    }
  });

  describe('the lists', () => {
    it('answer as before without query, page or per_page (the member area)', async () => {
      expect(Object.keys((await get('/api/forms')).body)).toEqual(['forms']);
      expect(Object.keys((await get('/api/custom_fields?object=customer')).body)).toEqual(['custom_fields']);
      const named = FormsResponse.parse((await get('/api/forms?name=direcc')).body).forms;
      expect(named.map((form) => form.name)).toEqual(['Dirección']);
    });

    it('search forms by name ignoring case and accents, by id, and page them with the total', async () => {
      const found = FormsResponse.parse((await get(`/api/forms?query=${mark.toUpperCase()}`)).body);
      expect(found.forms.map((form) => form.name)).toEqual([`Encuesta ${mark}`, `Evaluación ${mark}`]);
      expect(found.total).toBe(2);
      expect(FormsResponse.parse((await get(`/api/forms?query=${encodeURIComponent(`evaluacion ${mark}`)}`)).body).forms).toHaveLength(1);
      const second = FormsResponse.parse((await get(`/api/forms?query=${mark}&per_page=1&page=2`)).body);
      expect(second.forms.map((form) => form.name)).toEqual([`Evaluación ${mark}`]);
      expect(second.total).toBe(2);
      const first = FormsResponse.parse((await get('/api/forms?page=1&per_page=2')).body);
      expect(first.forms.map((form) => form.name)).toEqual(['Información personal', 'Cuestionario de salud']);
      expect(first.forms[0]?.form_fields.length).toBeGreaterThan(0);
      expect(first.total).toBeGreaterThanOrEqual(9);
    });

    it('search custom fields by label or key, ignoring case and accents, with the filters, and page them', async () => {
      const byKey = CustomFieldsResponse.parse((await get(`/api/custom_fields?query=ALERGIAS_${mark}`)).body);
      expect(byKey.custom_fields.map((field) => field.label)).toEqual(['Alergias']);
      expect(byKey.total).toBe(1);
      const byLabel = CustomFieldsResponse.parse((await get(`/api/custom_fields?query=${encodeURIComponent(`numero de calzado ${mark}`)}`)).body);
      expect(byLabel.custom_fields.map((field) => field.key)).toEqual(['calzado']);
      const both = CustomFieldsResponse.parse((await get(`/api/custom_fields?object=customer&query=${mark}&per_page=1&page=2`)).body);
      expect(both.custom_fields.map((field) => field.key)).toEqual(['calzado']);
      expect(both.total).toBe(2);
      expect(CustomFieldsResponse.parse((await get(`/api/custom_fields?type=select&query=${mark}`)).body).total).toBe(0);
    });

    it.each(['/api/forms?page=0', '/api/custom_fields?per_page=101'])('refuses %s (400)', async (path) => {
      const answer = await h().request('GET', path);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(REQUEST_ERRORS.invalidQuery.code);
    });
  });

  describe("a form's fields must agree", () => {
    const select = { key: 'nivel', type: 'select', label: 'Nivel', options: ['Bajo', 'Alto'] };
    it.each([
      ['a select without options', [{ ...select, options: [] }], 'form_fields.0.options', messages.formsApi.selectNeedsOptions],
      ['an option value twice', [{ ...select, options: ['Alto', { value: 'Alto', label: 'Muy alto' }] }], 'form_fields.0.options', messages.formsApi.optionValuesRepeated],
      ['a precondition naming no field', [select, { key: 'x', type: 'text', label: 'X', precondition: 'nada=1' }], 'form_fields.1.precondition', messages.formsApi.preconditionField],
      ['a precondition value that is not an option', [select, { key: 'x', type: 'text', label: 'X', precondition: 'nivel=Medio' }], 'form_fields.1.precondition', fill(messages.formsApi.preconditionOption, { label: 'Nivel' })],
      ['preconditions in a circle', [{ key: 'a', type: 'text', label: 'A', precondition: 'b=1' }, { key: 'b', type: 'text', label: 'B', precondition: 'a=1' }], 'form_fields.0.precondition', messages.formsApi.preconditionCycle],
      ['a key twice', [select, { ...select, label: 'Otra vez' }], 'form_fields.1.key', messages.formsApi.fieldKeysRepeated],
    ])('refuses %s with a Spanish 400, writing nothing', async (_, fields, at, text) => {
      const before = await formsDigest(h());
      for (const [method, path] of [['POST', '/api/forms'], ['PUT', '/api/forms/2']] as const) {
        const answer = await h().request(method, path, { token: tokens.admin, body: { name: 'Prueba', form_fields: fields } });
        expect(answer.status, answer.text).toBe(400);
        expect(answer.body).toEqual({ code: REQUEST_ERRORS.invalidBody.code, message: `${fill(messages.common.invalidField, { label: at })}. ${text}` });
      }
      expect(await formsDigest(h())).toEqual(before);
    });

    it('drops, unchecked, the options of a type that takes none, as the builder does', async () => {
      const stray = [{ key: 'nota', type: 'text', label: 'Nota', options: ['a', 'a'] }, { key: 'nivel', type: 'select', label: 'Nivel', options: ['Bajo', 'Alto'] }];
      const answer = await h().request('POST', '/api/forms', { token: tokens.admin, body: { name: `Opciones ${mark}`, form_fields: stray } });
      expect(answer.status, answer.text).toBe(201);
      const { form } = FormResponse.parse(answer.body);
      expect(form.form_fields.map((field) => field.options)).toEqual([[], [{ value: 'Bajo', label: 'Bajo' }, { value: 'Alto', label: 'Alto' }]]);
      expect(await query(h().db, sql`select options from form_fields where form_id = ${form.form_id} and key = 'nota'`)).toEqual([{ options: null }]);
      expect((await h().request('DELETE', `/api/forms/${form.form_id}`, { token: tokens.admin })).status).toBe(200);
    });

    it('takes a precondition on a select option or a boolean', async () => {
      const fields = [select, { key: 'x', type: 'text', label: 'X', precondition: 'nivel=Alto' }, { key: 'ok', type: 'boolean', label: 'OK' }, { key: 'y', type: 'text', label: 'Y', precondition: 'ok=true', step: 2 }];
      const answer = await h().request('POST', '/api/forms', { token: tokens.admin, body: { name: `Condiciones ${mark}`, form_fields: fields } });
      expect(answer.status, answer.text).toBe(201);
      expect(FormResponse.parse(answer.body).form.form_fields.map((field) => field.precondition)).toEqual([null, 'nivel=Alto', null, 'ok=true']);
    });
  });

  describe('the forms the app uses', () => {
    it('refuses to delete the profile form and the address form (409), changing nothing', async () => {
      const before = await formsDigest(h());
      const profile = await h().request('DELETE', '/api/forms/1', { token: tokens.admin });
      expect(profile.status).toBe(409);
      expect(profile.body).toEqual({ code: 'form/profile-form', message: messages.formsApi.profileFormInUse });
      const address = await h().request('DELETE', '/api/forms/6', { token: tokens.admin });
      expect(address.status).toBe(409);
      expect(address.body).toEqual({ code: 'form/address-form', message: messages.formsApi.addressFormInUse });
      expect(await formsDigest(h())).toEqual(before);
    });

    it('keeps city, state and country in the address form, and takes any other change to it', async () => {
      const form = FormResponse.parse((await get('/api/forms/6')).body).form;
      const fields = bodyFields(form);
      const before = await formsDigest(h());
      const withoutState = await h().request('PUT', '/api/forms/6', { token: tokens.admin, body: { form_fields: fields.filter((field) => field.key !== 'state') } });
      expect(withoutState.status).toBe(409);
      expect(withoutState.body).toEqual({ code: 'form/address-fields', message: messages.formsApi.addressFormFields });
      expect(await formsDigest(h())).toEqual(before);
      const relabelled = fields.map((field) => (field.key === 'neighborhood' ? { ...field, label: 'Colonia o barrio' } : field));
      const answer = await h().request('PUT', '/api/forms/6', { token: tokens.admin, body: { form_fields: relabelled.filter((field) => field.key !== 'interior_number') } });
      expect(answer.status, answer.text).toBe(200);
      const after = FormResponse.parse(answer.body).form;
      expect(after.form_fields.map((field) => field.key)).toEqual(form.form_fields.map((field) => field.key).filter((key) => key !== 'interior_number'));
      expect(after.form_fields.find((field) => field.key === 'neighborhood')?.label).toBe('Colonia o barrio');
      expect((await h().request('PUT', '/api/forms/6', { token: tokens.admin, body: { form_fields: fields } })).status).toBe(200);
    });
  });

  describe('a custom field the profile form uses', () => {
    it('is neither deleted nor renamed while the profile form has its key; once out of the form, it goes with its values', async () => {
      const made = await h().request('POST', '/api/custom_fields', { token: tokens.admin, body: { key: `zapato_${mark}`, label: 'Talla de zapato', type: 'number' } });
      const field = CustomFieldResponse.parse(made.body).custom_field;
      const profile = FormResponse.parse((await get('/api/forms/1')).body).form;
      const original = bodyFields(profile);
      const withField = [...original, { key: field.key, type: 'number', label: 'Talla de zapato', required: false }];
      expect((await h().request('PUT', '/api/forms/1', { token: tokens.admin, body: { form_fields: withField } })).status).toBe(200);
      const stored = await h().request('PUT', '/api/customer', { token: tokens.customer, body: { custom_values: [{ custom_field_id: field.custom_field_id, value: '24' }] } });
      expect(CustomerResponse.parse(stored.body).customer.custom_values?.find((value) => value.key === field.key)?.value).toBe('24');

      const before = await formsDigest(h());
      const removed = await h().request('DELETE', `/api/custom_fields/${field.custom_field_id}`, { token: tokens.admin });
      expect(removed.status).toBe(409);
      expect(removed.body).toEqual({ code: 'custom-field/in-use', message: fill(messages.formsApi.customFieldInUse, { form: 'Información personal' }) });
      const renamed = await h().request('PUT', `/api/custom_fields/${field.custom_field_id}`, { token: tokens.admin, body: { key: `calzado_${mark}` } });
      expect(renamed.status).toBe(409);
      expect(renamed.body).toEqual({ code: 'custom-field/key-in-use', message: fill(messages.formsApi.customFieldKeyInUse, { form: 'Información personal' }) });
      expect(await formsDigest(h())).toEqual(before);
      const relabelled = await h().request('PUT', `/api/custom_fields/${field.custom_field_id}`, { token: tokens.admin, body: { label: 'Calzado' } });
      expect(relabelled.status, relabelled.text).toBe(200);

      expect((await h().request('PUT', '/api/forms/1', { token: tokens.admin, body: { form_fields: original } })).status).toBe(200);
      const deleted = await h().request('DELETE', `/api/custom_fields/${field.custom_field_id}`, { token: tokens.admin });
      expect(deleted.status, deleted.text).toBe(200);
      expect(await query(h().db, sql`select * from customer_custom_values where custom_field_id = ${field.custom_field_id}`)).toEqual([]);
    });

    // PGlite has one connection, so nothing interleaves there: the race needs PostgreSQL's several.
    it.skipIf(kind !== 'postgres')('is not deleted while an edit of the profile form adding its key is under way: it waits for it, then refuses', async () => {
      const made = await h().request('POST', '/api/custom_fields', { token: tokens.admin, body: { key: `pulsera_${mark}`, label: 'Pulsera', type: 'text' } });
      const field = CustomFieldResponse.parse(made.body).custom_field;
      let finishEdit = (): void => undefined;
      const editHeld = new Promise<void>((resolve) => { finishEdit = resolve; });
      let editStarted = (): void => undefined;
      const started = new Promise<void>((resolve) => { editStarted = resolve; });
      // PUT /forms/1 as it runs: the form's row locked, its fields rewritten, not yet committed.
      const edit = h().db.transaction(async (tx) => {
        await tx.execute(sql`select form_id from forms where form_id = 1 for update`);
        await tx.execute(sql`insert into form_fields (form_id, key, name, type, label, required, "order") values (1, ${field.key}, ${field.key}, 'text', 'Pulsera', false, 99)`);
        editStarted();
        await editHeld;
      });
      await started;
      const removing = h().request('DELETE', `/api/custom_fields/${field.custom_field_id}`, { token: tokens.admin });
      let raced = false;
      const waiting = async (): Promise<'waiting' | 'stopped'> => {
        while (!raced) {
          const [row] = await query(h().db, sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
          if (Number(row?.n) > 0) return 'waiting';
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        return 'stopped';
      };
      // Without the lock the delete does not wait: it answers while the edit is still open.
      const first = await Promise.race([removing.then(() => 'answered' as const), waiting()]);
      raced = true;
      finishEdit();
      await edit;
      const removed = await removing;
      expect(first).toBe('waiting');
      expect(removed.status, removed.text).toBe(409);
      expect(removed.body).toEqual({ code: 'custom-field/in-use', message: fill(messages.formsApi.customFieldInUse, { form: 'Información personal' }) });
      await h().db.execute(sql`delete from form_fields where form_id = 1 and key = ${field.key}`);
      expect((await h().request('DELETE', `/api/custom_fields/${field.custom_field_id}`, { token: tokens.admin })).status).toBe(200);
    });

    it('belongs to customers: another object is refused with its own message, writing nothing', async () => {
      const before = await formsDigest(h());
      const answer = await h().request('POST', '/api/custom_fields', { token: tokens.admin, body: { object: 'clase', key: `nivel_${mark}`, label: 'Nivel', type: 'text' } });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: REQUEST_ERRORS.invalidBody.code, message: `${fill(messages.common.invalidField, { label: 'object' })}. ${messages.formsApi.customFieldObject}` });
      expect(await formsDigest(h())).toEqual(before);
    });

    it('needs its choices when it is a select, on create and on update', async () => {
      const before = await formsDigest(h());
      const bare = await h().request('POST', '/api/custom_fields', { token: tokens.admin, body: { key: `talla_${mark}`, label: 'Talla', type: 'select' } });
      expect(bare.status).toBe(400);
      expect(bare.body.message).toBe(`${fill(messages.common.invalidField, { label: 'options' })}. ${messages.formsApi.selectNeedsOptions}`);
      const { custom_fields: [text] } = CustomFieldsResponse.parse((await get(`/api/custom_fields?key=alergias_${mark}`)).body);
      const toSelect = await h().request('PUT', `/api/custom_fields/${text?.custom_field_id}`, { token: tokens.admin, body: { type: 'select' } });
      expect(toSelect.status).toBe(400);
      expect(toSelect.body).toEqual({ code: REQUEST_ERRORS.invalidBody.code, message: `${fill(messages.common.invalidField, { label: 'options' })}. ${messages.formsApi.selectNeedsOptions}` });
      expect(await formsDigest(h())).toEqual(before);
      const withOptions = await h().request('PUT', `/api/custom_fields/${text?.custom_field_id}`, { token: tokens.admin, body: { type: 'select', options: ['Ninguna', 'Polen'] } });
      expect(withOptions.status, withOptions.text).toBe(200);
    });
  });
});
