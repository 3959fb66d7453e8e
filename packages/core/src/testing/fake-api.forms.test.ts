import { describe, expect, it } from 'vitest';
import { messages } from '../messages/index.js';
import { saveModeOf } from '../forms/save-mode.rules.js';
import { createDemoPorts } from './demo-ports.js';
import { demoAccounts } from './demo-fixtures.js';

const signedIn = async (email: string = demoAccounts.socia.email) => {
  const ports = createDemoPorts();
  await ports.identity.signIn(email, 'demo1234');
  return ports;
};

describe('createFakeApi: forms and custom fields', () => {
  it("answers the demo's six forms, filters by name, and 404 for an unknown one", async () => {
    const { api } = createDemoPorts();
    const forms = await api.forms.list();
    expect(forms.ok && forms.value.map((form) => form.name)).toHaveLength(6);
    const address = await api.forms.list({ name: 'dirección' });
    expect(address.ok && address.value.map((form) => form.form_id)).toEqual([6]);
    const one = await api.forms.one(6);
    expect(one.ok && one.value.form_fields.filter((field) => field.required).map((field) => field.key)).toEqual(['city', 'state', 'country']);
    expect(await api.forms.one(99)).toEqual({ ok: false, error: { code: 'form/not-found', message: messages.formsApi.formNotFound, status: 404 } });
  });

  it('filters custom fields as the server does', async () => {
    const { api } = createDemoPorts();
    const selects = await api.forms.customFields({ type: 'select' });
    expect(selects.ok && selects.value.map((field) => field.key)).toEqual(['talla_playera']);
    const required = await api.forms.customFields({ required: 'true' });
    expect(required.ok && required.value).toEqual([]);
    expect((await api.forms.customField(99)).ok).toBe(false);
  });

  it("keeps socia's custom values and changes them through PUT /customer, refusing a value the field does not take", async () => {
    const { api } = await signedIn();
    const current = await api.customer.current();
    expect(current.ok && current.value.custom_values?.map((value) => value.value)).toEqual(['M', '5598765432', 'Ganar flexibilidad y constancia.']);
    const refused = await api.customer.update({ name: 'Otra', custom_values: [{ custom_field_id: 1, value: 'XL' }] });
    expect(refused).toEqual({ ok: false, error: { code: 'custom-field/invalid', message: 'Revisa el campo: Talla de playera', status: 400 } });
    const unchanged = await api.customer.current();
    expect(unchanged.ok && unchanged.value.name).toBe('Mariana');
    const updated = await api.customer.update({ custom_values: [{ custom_field_id: 1, value: 'G' }] });
    expect(updated.ok && updated.value.custom_values?.[0]).toEqual({ custom_field_id: 1, key: 'talla_playera', value: 'G' });
    const address = await api.customer.update({ address: { city: '', state: 'CDMX', country: 'México' } });
    expect(address).toMatchObject({ ok: false, error: { message: messages.profile.cityRequired, status: 400 } });
  });
});

describe('createFakeApi: addresses', () => {
  it("answers her own address only, and someone else's as not found", async () => {
    const { api } = await signedIn();
    const mine = await api.addresses.mine();
    expect(mine.ok && mine.value).toHaveLength(1);
    const id = mine.ok ? (mine.value[0]?.address_id ?? 0) : 0;
    expect((await api.addresses.one(id)).ok).toBe(true);
    expect(await api.addresses.one(id + 1)).toMatchObject({ ok: false, error: { code: 'address/not-found', status: 404 } });
  });

  it('updates, refuses a missing city, state or country with spec 5\'s text, deletes and creates (one at most)', async () => {
    const { api } = await signedIn();
    const mine = await api.addresses.mine();
    const address = mine.ok ? mine.value[0] : undefined;
    expect(saveModeOf(address?.address_id)).toBe('update');
    const id = address?.address_id ?? 0;
    expect(await api.addresses.update(id, { state: ' ' })).toMatchObject({ ok: false, error: { code: 'validation/state', message: messages.profile.stateRequired, status: 400 } });
    const changed = await api.addresses.update(id, { street: 'Durango' });
    expect(changed.ok && changed.value).toMatchObject({ street: 'Durango', city: 'Ciudad de México' });
    const again = await api.addresses.create({ city: 'Puebla', state: 'Puebla', country: 'México' });
    expect(again).toMatchObject({ ok: false, error: { code: 'address/exists', status: 409 } });
    expect((await api.addresses.remove(id)).ok).toBe(true);
    expect(await api.addresses.mine()).toEqual({ ok: true, value: [] });
    const missing = await api.addresses.create({ city: 'Puebla', state: 'Puebla' });
    expect(missing).toMatchObject({ ok: false, error: { message: messages.profile.countryRequired } });
    const created = await api.addresses.create({ city: 'Puebla', state: 'Puebla', country: 'México', customer_id: 1 });
    expect(created.ok && created.value).toMatchObject({ city: 'Puebla', customer_id: 2 });
    const customer = await api.customer.current();
    expect(customer.ok && customer.value.address?.city).toBe('Puebla');
  });
});
