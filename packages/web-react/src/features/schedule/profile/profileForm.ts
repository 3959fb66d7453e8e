import { useEffect, useState } from 'react';
import { PROFILE_FORM_ID, ok, type ApiPort, type CustomField, type DynamicField, type Result } from '@estudio/core';
import { useServices } from '../../../app/services.js';

/**
 * The profile form (form 1, core's PROFILE_FORM_ID) and the customer custom
 * fields, read once per API and kept: the calendar, the reserve flow, the
 * popup and 'Completar Información' all ask which of its required fields
 * are pending, and a studio's forms do not change while a customer books.
 * Failures are not kept, so the next reader asks again.
 */
const forms = new WeakMap<ApiPort, readonly DynamicField[] | null>();
const customFields = new WeakMap<ApiPort, readonly CustomField[]>();

/**
 * The profile form's fields, null when the studio has none (a 404: then
 * name, last name and phone are asked), or the failure to read it.
 */
export async function readProfileForm(api: ApiPort): Promise<Result<readonly DynamicField[] | null>> {
  if (forms.has(api)) return ok(forms.get(api) ?? null);
  const found = await api.forms.one(PROFILE_FORM_ID);
  if (found.ok) {
    forms.set(api, found.value.form_fields);
    return ok(found.value.form_fields);
  }
  if (found.error.status !== 404) return found;
  forms.set(api, null);
  return ok(null);
}

/** The profile form's fields, or null: none, or unreadable this once (then the default fields stand in). */
export async function loadProfileForm(api: ApiPort): Promise<readonly DynamicField[] | null> {
  const read = await readProfileForm(api);
  return read.ok ? read.value : null;
}

/** The studio's customer custom fields (spec 3 Custom field, object 'customer'); none when they cannot be read. */
export async function loadCustomerFields(api: ApiPort): Promise<readonly CustomField[]> {
  const known = customFields.get(api);
  if (known) return known;
  const found = await api.forms.customFields({ object: 'customer' });
  if (!found.ok) return [];
  customFields.set(api, found.value);
  return found.value;
}

/** The profile form as a view reads it: loading, then its fields (null: the studio has none). */
export type ProfileFormState = { readonly status: 'loading' } | { readonly status: 'ready'; readonly fields: readonly DynamicField[] | null };

const knownState = (api: ApiPort): ProfileFormState =>
  forms.has(api) ? { status: 'ready', fields: forms.get(api) ?? null } : { status: 'loading' };

/** Reads the profile form once (already known: at once, with no loading render). */
export function useProfileForm(): ProfileFormState {
  const { api } = useServices();
  const [state, setState] = useState<{ api: ApiPort; value: ProfileFormState }>(() => ({ api, value: knownState(api) }));
  useEffect(() => {
    let current = true;
    void loadProfileForm(api).then((fields) => (current ? setState({ api, value: { status: 'ready', fields } }) : undefined));
    return () => {
      current = false;
    };
  }, [api]);
  return state.api === api ? state.value : knownState(api);
}
