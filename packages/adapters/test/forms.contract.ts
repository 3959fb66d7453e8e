import { describe, expect, it } from 'vitest';
import { messages, type ApiPort } from '@estudio/core';

/** Signs a demo account in (socia@ or nueva@estudio.test) and gives its ApiPort; every call of one suite shares one studio. */
export type SignInAs = (email: string) => Promise<ApiPort>;

const SOCIA = 'socia@estudio.test';
const NUEVA = 'nueva@estudio.test';

const valueOf = <T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value;
};

/**
 * The behaviour of the forms, custom fields and addresses members of
 * ApiPort, whoever provides them (core's fake over the demo fixtures, the
 * HTTP adapter over the demo server): the profile screen relies on exactly
 * these answers, codes and Spanish messages.
 */
export const describeFormsContract = (name: string, signInAs: SignInAs): void => {
  describe(`${name}: forms, custom fields and addresses`, () => {
    it('reads the six forms, form 6 with city, state and country required, and the custom fields by filter', async () => {
      const api = await signInAs(SOCIA);
      expect(valueOf(await api.forms.list())).toHaveLength(6);
      const [address] = valueOf(await api.forms.list({ name: 'Dirección' }));
      expect(address?.form_id).toBe(6);
      const form = valueOf(await api.forms.one(6));
      expect(form.form_fields.filter((field) => field.required).map((field) => field.key)).toEqual(['city', 'state', 'country']);
      expect(await api.forms.one(999_999)).toMatchObject({ ok: false, error: { code: 'form/not-found', message: messages.formsApi.formNotFound, status: 404 } });
      expect(valueOf(await api.forms.customFields({ type: 'select' })).map((field) => field.key)).toEqual(['talla_playera']);
      expect(valueOf(await api.forms.customFields({ required: 'true' }))).toEqual([]);
      expect(await api.forms.customField(999_999)).toMatchObject({ ok: false, error: { code: 'custom-field/not-found', status: 404 } });
    });

    it("keeps a customer's custom values, refusing one the field does not take", async () => {
      const api = await signInAs(SOCIA);
      const customer = valueOf(await api.customer.current());
      const shirt = customer.custom_values?.find((value) => value.key === 'talla_playera');
      expect(shirt?.value).toBe('M');
      const refused = await api.customer.update({ custom_values: [{ custom_field_id: shirt?.custom_field_id ?? 0, value: 'XL' }] });
      expect(refused).toMatchObject({ ok: false, error: { code: 'custom-field/invalid', message: 'Revisa el campo: Talla de playera', status: 400 } });
      const updated = valueOf(await api.customer.update({ custom_values: [{ custom_field_id: shirt?.custom_field_id ?? 0, value: 'G' }] }));
      expect(updated.custom_values?.find((value) => value.key === 'talla_playera')?.value).toBe('G');
    });

    it("reads, changes, deletes and adds her own address by spec 5's rule; someone else's is not found", async () => {
      const api = await signInAs(SOCIA);
      const [address] = valueOf(await api.addresses.mine());
      const id = address?.address_id ?? 0;
      expect(valueOf(await api.addresses.one(id))).toEqual(address);
      const other = await signInAs(NUEVA);
      expect(await other.addresses.one(id)).toMatchObject({ ok: false, error: { code: 'address/not-found', status: 404 } });
      expect(await other.addresses.update(id, { street: 'Ajena' })).toMatchObject({ ok: false, error: { status: 404 } });

      const socia = await signInAs(SOCIA);
      expect(await socia.addresses.update(id, { state: ' ' })).toMatchObject({
        ok: false, error: { code: 'validation/state', message: messages.profile.stateRequired, status: 400 },
      });
      expect(valueOf(await socia.addresses.update(id, { street: 'Durango' }))).toMatchObject({ address_id: id, street: 'Durango' });
      expect(await socia.addresses.create({ city: 'Puebla', state: 'Puebla', country: 'México' })).toMatchObject({
        ok: false, error: { code: 'address/exists', status: 409 },
      });
      expect(valueOf(await socia.addresses.remove(id))).toMatchObject({ address_id: id });
      expect(valueOf(await socia.addresses.mine())).toEqual([]);
      expect(await socia.addresses.create({ city: 'Puebla', state: 'Puebla' })).toMatchObject({
        ok: false, error: { code: 'validation/country', message: messages.profile.countryRequired, status: 400 },
      });
      const created = valueOf(await socia.addresses.create({ city: 'Puebla', state: 'Puebla', country: 'México', customer_id: 1 }));
      expect(created).toMatchObject({ city: 'Puebla', customer_id: address?.customer_id });
      expect(valueOf(await socia.customer.current()).address?.city).toBe('Puebla');
    });
  });
};
