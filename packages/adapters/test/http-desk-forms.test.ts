import { describe, expect, it } from 'vitest';
import { FORM_ERRORS, fill, formBodyOf, draftOfForm, messages } from '@estudio/core';
import { useTestServer } from './support/browser.js';
import { deskSignIn } from './support/desk.js';

/**
 * 'Formularios' and 'Campos personalizados' (`@estudio/adapters/desk`'s
 * `forms` and `customFields`) against the real server: pages and searches,
 * one form whole, the builder's body saved as it was drafted, and the
 * server's refusals as their {code, message}.
 */
const server = useTestServer();

const signedIn = deskSignIn(server);

describe('the forms adapters over the real server', () => {
  it('pages and searches forms, reads one, and saves what the builder drafted', async () => {
    const { catalogue } = await signedIn('admin@estudio.test');
    const first = await catalogue.forms.list({ per_page: 2 });
    if (!first.ok) throw new Error(first.error.message);
    expect(first.value.rows.map((form) => form.name)).toEqual(['Información personal', 'Cuestionario de salud']);
    expect(first.value.total).toBeGreaterThanOrEqual(6);
    const found = await catalogue.forms.list({ query: 'DIRECCION' });
    expect(found.ok && found.value.rows.map((form) => form.form_id)).toEqual([6]);

    const health = await catalogue.forms.one(2);
    if (!health.ok) throw new Error(health.error.message);
    const draft = { ...draftOfForm(health.value), name: `Salud ${Date.now().toString(36)}` };
    const body = formBodyOf(draft);
    const created = await catalogue.forms.create(body);
    if (!created.ok) throw new Error(created.error.message);
    expect(created.value.form_fields.map(({ key, type, required, options }) => ({ key, type, required, options })))
      .toEqual(health.value.form_fields.map(({ key, type, required, options }) => ({ key, type, required, options })));
    // Dragged into the opposite order: the builder sends the fields ordered as they now stand.
    const moved = await catalogue.forms.update(created.value.form_id, formBodyOf({ ...draft, fields: [...draft.fields].reverse() }));
    expect(moved.ok && moved.value.form_fields.map((field) => field.key)).toEqual(health.value.form_fields.map((field) => field.key).reverse());
    const removed = await catalogue.forms.remove(created.value.form_id);
    expect(removed.ok).toBe(true);
  });

  it("brings the server's refusals: the profile form stays, a select needs options", async () => {
    const { catalogue } = await signedIn('admin@estudio.test');
    const profile = await catalogue.forms.remove(1);
    expect(!profile.ok && [profile.error.code, profile.error.message]).toEqual([FORM_ERRORS.profileFormInUse.code, messages.formsApi.profileFormInUse]);
    const bare = await catalogue.forms.create({ name: 'Sin opciones', form_fields: [{ key: 'talla', type: 'select', label: 'Talla', options: [] }] });
    expect(!bare.ok && bare.error.message).toContain(messages.formsApi.selectNeedsOptions);
  });

  it('pages, searches, writes custom fields, and refuses deleting one the profile form uses', async () => {
    const { catalogue } = await signedIn('admin@estudio.test');
    const shirts = await catalogue.customFields.list({ query: 'PLAYERA' });
    expect(shirts.ok && shirts.value.rows.map((field) => field.key)).toEqual(['talla_playera']);
    const key = `mochila_${Date.now().toString(36)}`;
    const created = await catalogue.customFields.create({ key, label: 'Color de mochila', type: 'select', options: [{ value: 'rojo', label: 'Rojo' }] });
    if (!created.ok) throw new Error(created.error.message);
    expect(created.value).toMatchObject({ object: 'customer', key, options: [{ value: 'rojo', label: 'Rojo' }] });
    const updated = await catalogue.customFields.update(created.value.custom_field_id, { required: false, label: 'Mochila' });
    expect(updated.ok && updated.value.label).toBe('Mochila');

    const profile = await catalogue.forms.one(1);
    if (!profile.ok) throw new Error(profile.error.message);
    const original = formBodyOf(draftOfForm(profile.value));
    const withField = { ...original, form_fields: [...original.form_fields, { key, type: 'select' as const, label: 'Mochila', options: [{ value: 'rojo', label: 'Rojo' }] }] };
    // The profile form is shared with the other cases: put back whatever happens here.
    try {
      expect((await catalogue.forms.update(1, withField)).ok).toBe(true);
      const refused = await catalogue.customFields.remove(created.value.custom_field_id);
      expect(!refused.ok && [refused.error.code, refused.error.message])
        .toEqual([FORM_ERRORS.customFieldInUse.code, fill(messages.formsApi.customFieldInUse, { form: 'Información personal' })]);
    } finally {
      expect((await catalogue.forms.update(1, original)).ok).toBe(true);
    }
    expect((await catalogue.customFields.remove(created.value.custom_field_id)).ok).toBe(true);
  });
});
