import { useState } from 'react';
import { fill, messages, type Customer } from '@estudio/core';
import { Checkbox } from '../../../ui/Checkbox/index.js';
import { SelectField } from '../../../ui/SelectField/index.js';
import { TextField } from '../../../ui/TextField/index.js';
import { useDeskCustomers } from '../DeskProvider.js';
import { SidePanel } from '../kit/SidePanel/index.js';
import { PanelFooter } from '../shared/PanelFooter.js';
import { useDeskAction } from '../shared/useDeskAction.js';
import { newSale, SaleFields, saleOf, type SaleDraft } from '../shared/SaleFields.js';
import { useSaleOptions } from '../shared/useSaleOptions.js';
import * as styles from './CustomerScreen.css.js';

const text = messages.desk;

/** Props of the customer page's side panels. */
export interface CustomerPanelProps {
  readonly customer: Customer;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onDone: () => void;
}

/**
 * 'Vender paquete' at the desk (POST /checkout): package, method, code, and
 * whether the money is in hand; a sale still to be paid waits as 'Pendiente'
 * for 'Marcar como pagado'. The receipt's number shows in the success text.
 */
export const SellPanel = ({ customer, open, onClose, onDone }: CustomerPanelProps) => {
  const customers = useDeskCustomers();
  const options = useSaleOptions();
  const { busy, run } = useDeskAction();
  const [draft, setDraft] = useState<SaleDraft | null>(null);
  const [packageError, setPackageError] = useState<string | null>(null);
  const sale = draft ?? newSale(options);
  const close = () => {
    setDraft(null);
    setPackageError(null);
    onClose();
  };
  const submit = () => {
    const order = saleOf(sale, customer.customer_id);
    if (!order) return setPackageError(text.choosePackage);
    void run(() => customers.sell(order), (sold) => fill(text.sold, { id: sold.purchase_id }), () => { close(); onDone(); });
  };
  return (
    <SidePanel open={open} onClose={close} title={text.sellTitle} description={text.sellHelp} footer={<PanelFooter busy={busy} label={text.sell} onCancel={close} onSubmit={submit} />}>
      <div className={styles.panelBody}>
        <SaleFields options={options} draft={sale} packageError={packageError} onChange={(next) => { setPackageError(null); setDraft(next); }} />
      </div>
    </SidePanel>
  );
};

/** 'Agregar acceso' (admin, spec 7 giveAccess): a package as a gift or billed, with its own length in days if wanted. */
export const GiveAccessPanel = ({ customer, open, onClose, onDone }: CustomerPanelProps) => {
  const customers = useDeskCustomers();
  const options = useSaleOptions();
  const { busy, run } = useDeskAction();
  const [packageId, setPackageId] = useState('');
  const [days, setDays] = useState('');
  const [gift, setGift] = useState(true);
  const [bill, setBill] = useState(false);
  const [methodId, setMethodId] = useState('');
  const [errors, setErrors] = useState<{ packageId?: string; days?: string }>({});
  const submit = () => {
    const packageDays = days.trim() === '' ? null : Number(days);
    const found = {
      ...(packageId === '' ? { packageId: text.choosePackage } : {}),
      ...(packageDays !== null && !(Number.isInteger(packageDays) && packageDays >= 1 && packageDays <= 3650) ? { days: text.daysInvalid } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void run(
      () => customers.giveAccess({
        customer_id: customer.customer_id, class_package_id: Number(packageId), package_days: packageDays, is_gift: gift, bill: !gift && bill,
        payment_method_id: methodId ? Number(methodId) : null,
      }),
      messages.admin.accessAdded,
      () => { onClose(); onDone(); },
    );
  };
  return (
    <SidePanel open={open} onClose={onClose} title={text.giveAccess} description={text.giveAccessHelp} footer={<PanelFooter busy={busy} label={text.giveAccess} onCancel={onClose} onSubmit={submit} />}>
      <div className={styles.panelBody}>
        <SelectField label={text.fieldPackage} required value={packageId} placeholder={messages.ui.selectPlaceholder} options={options.packages} error={errors.packageId} onChange={setPackageId} />
        <TextField label={text.fieldDays} name="package_days" type="number" inputMode="numeric" value={days} error={errors.days} onChange={setDays} />
        <Checkbox label={text.fieldGift} checked={gift} onChange={setGift} />
        {gift ? null : (
          <>
            <Checkbox label={text.fieldBill} checked={bill} onChange={setBill} />
            <SelectField label={text.fieldPaymentMethod} value={methodId} placeholder={messages.ui.selectPlaceholder} options={options.methods} onChange={setMethodId} />
          </>
        )}
      </div>
    </SidePanel>
  );
};

/** 'Restar clases' (admin, spec 7 removeClasses): how many; the soonest to expire go first. */
export const RemoveClassesPanel = ({ customer, open, onClose, onDone }: CustomerPanelProps) => {
  const customers = useDeskCustomers();
  const { busy, run } = useDeskAction();
  const [amount, setAmount] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const count = Number(amount);
    if (!Number.isInteger(count) || count < 1 || count > 1000) return setError(text.amountInvalid);
    setError(null);
    void run(() => customers.removeClasses(customer.customer_id, count), messages.admin.classesRemoved, () => { onClose(); onDone(); });
  };
  return (
    <SidePanel open={open} onClose={onClose} title={text.removeClasses} description={text.removeClassesHelp} footer={<PanelFooter busy={busy} label={text.removeClasses} onCancel={onClose} onSubmit={submit} />}>
      <div className={styles.panelBody}>
        <TextField label={text.fieldAmount} name="amount" type="number" inputMode="numeric" value={amount} error={error} required onChange={setAmount} />
      </div>
    </SidePanel>
  );
};
