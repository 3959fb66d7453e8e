import { useCallback, useEffect, useState } from 'react';
import {
  ADDRESS_FORM_ID,
  type AddressRecord,
  type AppError,
  type ApiPort,
  type CustomField,
  type Customer,
  type DynamicField,
  type Result,
} from '@estudio/core';
import { useServices } from '../../app/services.js';
import { readProfileForm } from '../schedule/profile/profileForm.js';

/** Everything /mystudio/informacion shows and edits. */
export interface ProfileData {
  readonly customer: Customer;
  /** Form 1's fields; null when the studio has no profile form (then name, last name and phone). */
  readonly profileForm: readonly DynamicField[] | null;
  /** Form 6's fields (spec 5: the address type uses form 6). */
  readonly addressForm: readonly DynamicField[];
  readonly customFields: readonly CustomField[];
  /** Her billing address with its id (spec 4, Save rule: update when numeric), or null. */
  readonly address: AddressRecord | null;
}

/** The screen's data as it loads. */
export type ProfileDataState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: AppError }
  | { readonly status: 'ready'; readonly data: ProfileData };

/** Reads the five answers the screen needs at once; the first failure is the screen's. */
async function loadProfileData(api: ApiPort): Promise<Result<ProfileData>> {
  const [customer, profileForm, addressForm, customFields, addresses] = await Promise.all([
    api.customer.current(),
    readProfileForm(api),
    api.forms.one(ADDRESS_FORM_ID),
    api.forms.customFields({ object: 'customer' }),
    api.addresses.mine(),
  ]);
  if (!customer.ok) return customer;
  if (!profileForm.ok) return profileForm;
  if (!addressForm.ok) return addressForm;
  if (!customFields.ok) return customFields;
  if (!addresses.ok) return addresses;
  return {
    ok: true,
    value: {
      customer: customer.value,
      profileForm: profileForm.value,
      addressForm: addressForm.value.form_fields,
      customFields: customFields.value,
      address: addresses.value[0] ?? null,
    },
  };
}

/** The screen's data and how to change it. */
export interface ProfileDataView {
  readonly state: ProfileDataState;
  /** Loads everything again (the retry after a failure). */
  readonly retry: () => void;
  /** Reads her record and address again: after a save, and when an edit is cancelled (spec 2). */
  readonly reloadCustomer: () => Promise<void>;
  /** Takes an answer the API already gave (the saved customer) without asking again. */
  readonly setCustomer: (customer: Customer) => void;
}

/**
 * Loads /mystudio/informacion: her record (GET /customer), the profile form
 * (form 1), the address form (form 6), the customer custom fields and her
 * address (GET /addresses, for its id).
 */
export function useProfileData(): ProfileDataView {
  const { api } = useServices();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ProfileDataState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void loadProfileData(api).then((result) => {
      if (current) setState(result.ok ? { status: 'ready', data: result.value } : { status: 'error', error: result.error });
    });
    return () => {
      current = false;
    };
  }, [api, attempt]);

  const update = useCallback((change: (data: ProfileData) => ProfileData) => {
    setState((now) => (now.status === 'ready' ? { status: 'ready', data: change(now.data) } : now));
  }, []);

  const reloadCustomer = useCallback(async () => {
    const [customer, addresses] = await Promise.all([api.customer.current(), api.addresses.mine()]);
    update((data) => ({
      ...data,
      customer: customer.ok ? customer.value : data.customer,
      address: addresses.ok ? (addresses.value[0] ?? null) : data.address,
    }));
  }, [api, update]);

  const setCustomer = useCallback((customer: Customer) => update((data) => ({ ...data, customer })), [update]);

  return { state, retry: () => setAttempt((n) => n + 1), reloadCustomer, setCustomer };
}
