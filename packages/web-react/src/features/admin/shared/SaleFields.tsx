import { messages } from '@estudio/core';
import { Checkbox } from '../../../ui/Checkbox/index.js';
import { SelectField } from '../../../ui/SelectField/index.js';
import { TextField } from '../../../ui/TextField/index.js';
import type { SaleOptions } from './useSaleOptions.js';

const text = messages.desk;

/** The sale being filled in at the desk. */
export interface SaleDraft {
  readonly packageId: string;
  readonly methodId: string;
  readonly discount: string;
  readonly paid: boolean;
}

/** A new sale: cash, paid, no code. */
export const newSale = (options: Pick<SaleOptions, 'cashMethodId'>): SaleDraft => ({ packageId: '', methodId: options.cashMethodId, discount: '', paid: true });

/** Props of {@link SaleFields}. */
export interface SaleFieldsProps {
  readonly options: SaleOptions;
  readonly draft: SaleDraft;
  readonly onChange: (draft: SaleDraft) => void;
  /** 'Elige un paquete.' after a try without one. */
  readonly packageError?: string | null;
}

/** The desk sale's fields: package, payment method, discount code, and whether the money is in hand. */
export const SaleFields = ({ options, draft, onChange, packageError }: SaleFieldsProps) => (
  <>
    <SelectField
      label={text.fieldPackage}
      required
      value={draft.packageId}
      placeholder={messages.ui.selectPlaceholder}
      options={options.packages}
      error={packageError}
      onChange={(packageId) => onChange({ ...draft, packageId })}
    />
    <SelectField label={text.fieldPaymentMethod} value={draft.methodId} options={options.methods} onChange={(methodId) => onChange({ ...draft, methodId })} />
    <TextField label={text.fieldDiscount} name="discount" value={draft.discount} autoComplete="off" onChange={(discount) => onChange({ ...draft, discount })} />
    <Checkbox label={text.paidNow} checked={draft.paid} onChange={(paid) => onChange({ ...draft, paid })} />
  </>
);

/** The sale as DeskCustomerApi.sell takes it; null without a package. */
export const saleOf = (draft: SaleDraft, customerId: number) =>
  draft.packageId === ''
    ? null
    : {
        class_package_id: Number(draft.packageId),
        customer_id: customerId,
        payment_method_id: draft.methodId ? Number(draft.methodId) : null,
        discountCode: draft.discount.trim() || null,
        paid: draft.paid,
      };
