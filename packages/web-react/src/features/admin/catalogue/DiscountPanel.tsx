import { useId } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import {
  discountedPrice, DiscountFormBody, fill, formatCheckoutAmount, messages,
  type AdminDiscount, type DiscountPackageChoice, type Result,
} from '@estudio/core';
import { useDeskCatalogue } from '../DeskProvider.js';
import { FormCheckbox, FormTextField, SubmitButton, useZodForm, ZodForm, type FormInput, type FormOutput } from '../kit/Form/index.js';
import { useFormLabel } from '../kit/Form/formLabels.js';
import { FormChecklistField } from '../kit/FormChecklistField/index.js';
import { SidePanel } from '../kit/SidePanel/index.js';
import { PanelFooter } from '../shared/PanelFooter.js';
import { useDeskAction } from '../shared/useDeskAction.js';
import { useRetryable } from '../shared/useRetryable.js';
import * as styles from './CommerceScreens.css.js';

const text = messages.deskDiscounts;

type Values = FormInput<typeof DiscountFormBody>;
type FormControl = Control<Values, unknown, FormOutput<typeof DiscountFormBody>>;

/** The example package of the preview: $1,000 with no sale price. */
const EXAMPLE = { price: 1000, sale_price: null, allow_discount_over_sale_price: false } as const;

/** Percent or fixed: two radios over the form's boolean `is_percent`. */
const KindField = ({ control }: { readonly control: FormControl }) => {
  useFormLabel('is_percent', text.kind);
  const { field } = useController({ control, name: 'is_percent' });
  const name = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{text.kind}</legend>
      <div className={styles.choices}>
        {([[true, text.percent], [false, text.fixed]] as const).map(([value, label]) => (
          <label key={label} className={styles.choice}>
            <input type="radio" name={name} checked={(field.value ?? false) === value} onChange={() => field.onChange(value)} onBlur={field.onBlur} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
};

/** 'Ejemplo: un paquete de $1,000.00 queda en $900.00.' with core's discount maths, once the amount is a number. */
const Preview = ({ control }: { readonly control: FormControl }) => {
  const [amount, isPercent] = useWatch({ control, name: ['amount', 'is_percent'] });
  const typed = Number(amount);
  if (amount === '' || !Number.isFinite(typed) || typed <= 0 || (isPercent && typed > 100)) return null;
  const discounted = discountedPrice(EXAMPLE, { amount: typed, is_percent: isPercent ?? false });
  return (
    <p className={styles.preview} aria-live="polite">
      {fill(text.preview, { price: formatCheckoutAmount(EXAMPLE.price), discounted: formatCheckoutAmount(discounted) })}
    </p>
  );
};

const PACKAGE_TEXTS = {
  search: text.searchPackages, chosenNone: text.packagesChosenNone, chosenOne: text.packagesChosenOne, chosen: text.packagesChosen,
  noItems: text.noPackagesYet, noMatches: text.noPackageMatches,
};

const NO_PACKAGES: readonly DiscountPackageChoice[] = [];

/** A package the code names that is gone: shown by its id, still chosen. */
const gonePackage = (id: number): DiscountPackageChoice => ({ class_package_id: id, title: fill(text.packageNumber, { id: String(id) }), available: false });

/**
 * The packages a code applies to, on the kit's checklist: every package as
 * a checkbox, searched by title (case and accents ignored), with how many
 * are chosen; none chosen means every package. A package the code names
 * that is gone shows by its id.
 */
const PackagesField = ({ control, load }: { readonly control: FormControl; readonly load: () => Promise<Result<readonly DiscountPackageChoice[]>> }) => {
  const choices = useRetryable('desk-discount-packages', load);
  return (
    <FormChecklistField
      control={control}
      name="class_package_ids"
      label={text.packages}
      hint={text.packagesHelp}
      texts={PACKAGE_TEXTS}
      items={choices.state.status === 'ready' ? choices.state.data : NO_PACKAGES}
      idOf={(pkg) => pkg.class_package_id}
      labelOf={(pkg) => pkg.title}
      status={choices.state.status}
      failure={{ message: text.packagesFailed, onRetry: choices.reload }}
      missing={gonePackage}
    />
  );
};

/** Props of {@link DiscountPanel}. */
export interface DiscountPanelProps {
  readonly open: boolean;
  /** The code 'Editar' opened; null for 'Nuevo'. */
  readonly discount: AdminDiscount | null;
  readonly onClose: () => void;
  /** After 'Guardar' saved: the list reloads. */
  readonly onSaved: () => void;
}

/**
 * 'Nuevo' and 'Editar' of /admin/descuentos (issue 15): code, amount,
 * percent or fixed, first invoice only and the packages it applies to,
 * checked by core's `DiscountFormBody` (the API's `DiscountBody`, the
 * amount as typed: more than 0, a percent at most 100), with a preview of
 * the maths on a $1,000 package. A code another discount has is the
 * server's 409, kept in the panel. Give it a `key` per discount.
 */
export const DiscountPanel = ({ open, discount, onClose, onSaved }: DiscountPanelProps) => {
  const catalogue = useDeskCatalogue();
  const { run } = useDeskAction({ inForm: true });
  const formId = useId();
  const initial: Values = {
    code: discount?.code ?? '',
    amount: discount ? String(discount.amount) : '',
    is_percent: discount?.is_percent ?? true,
    first_invoice_only: discount?.first_invoice_only ?? false,
    class_package_ids: discount?.class_package_ids ?? [],
  };
  const form = useZodForm(DiscountFormBody, initial);
  const close = () => {
    form.reset(initial);
    onClose();
  };
  const submit = (values: FormOutput<typeof DiscountFormBody>) => {
    const body = {
      code: values.code,
      amount: values.amount,
      is_percent: values.is_percent ?? false,
      first_invoice_only: values.first_invoice_only ?? false,
      class_package_ids: values.class_package_ids ?? [],
    };
    const done = () => {
      close();
      onSaved();
    };
    return discount
      ? run(() => catalogue.discounts.update(discount.discount_id, body), text.saved, done)
      : run(() => catalogue.discounts.create(body), text.created, done);
  };
  return (
    <SidePanel
      open={open}
      onClose={close}
      title={discount ? text.editTitle : text.newTitle}
      description={text.formHelp}
      footer={<PanelFooter onCancel={close} submit={<SubmitButton control={form.control} form={formId} />} />}
    >
      <ZodForm form={form} id={formId} onSubmit={submit}>
        <FormTextField control={form.control} name="code" label={text.code} hint={text.codeHelp} autoComplete="off" maxLength={40} required />
        <KindField control={form.control} />
        <AmountField control={form.control} />
        <Preview control={form.control} />
        <FormCheckbox control={form.control} name="first_invoice_only" label={text.firstInvoiceOnly} hint={text.firstInvoiceOnlyHelp} />
        {open ? <PackagesField control={form.control} load={() => catalogue.discounts.packageChoices()} /> : null}
      </ZodForm>
    </SidePanel>
  );
};

/** The amount, its hint saying what it is (a percent of the price or MXN off it). */
const AmountField = ({ control }: { readonly control: FormControl }) => {
  const isPercent = useWatch({ control, name: 'is_percent' });
  return (
    <FormTextField
      control={control}
      name="amount"
      label={text.amount}
      hint={isPercent ? text.amountPercentHelp : text.amountFixedHelp}
      inputMode="decimal"
      autoComplete="off"
      required
    />
  );
};
