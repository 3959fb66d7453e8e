import { useId, type ReactNode } from 'react';
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import { fill, messages, packagePriceSummary, PackageForm, type ClassPackage, type ClassPackageBody } from '@estudio/core';
import { Button } from '../../../../ui/Button/index.js';
import { useDeskCatalogue } from '../../DeskProvider.js';
import { FileField } from '../../kit/FileField/index.js';
import { FormCheckbox, FormSelectField, FormTextField, SubmitButton, useZodForm, ZodForm, type FormOutput } from '../../kit/Form/index.js';
import { SidePanel } from '../../kit/SidePanel/index.js';
import { PanelFooter } from '../../shared/PanelFooter.js';
import { useDeskAction } from '../../shared/useDeskAction.js';
import { useRetryable } from '../../shared/useRetryable.js';
import { packageFormValues, typedAmount } from './packageForm.js';
import * as styles from './Packages.css.js';

const text = messages.deskPackages;
type Values = PackageForm;
type FormControl = Control<Values, unknown, FormOutput<typeof PackageForm>>;

const PERIODS = [
  { value: 'day', label: text.periodDay },
  { value: 'month', label: text.periodMonth },
  { value: 'year', label: text.periodYear },
] as const;

/** Props of {@link PackagePanel}. */
export interface PackagePanelProps {
  readonly open: boolean;
  /** The package 'Editar' opened; null for 'Nuevo'. */
  readonly pkg: ClassPackage | null;
  readonly onClose: () => void;
  /** After 'Guardar' saved: the list reloads. */
  readonly onSaved: () => void;
}

const Fieldset = ({ legend, help, children }: { readonly legend: string; readonly help?: string; readonly children: ReactNode }) => (
  <fieldset className={styles.fieldset}>
    <legend className={styles.legend}>{legend}</legend>
    {help ? <p className={styles.help}>{help}</p> : null}
    {children}
  </fieldset>
);

/** 'Resumen del precio': what the customer pays, the sale's saving and where codes count from, as the fields change. */
const PriceSummary = ({ control }: { readonly control: FormControl }) => {
  const [price, sale, allow] = useWatch({ control, name: ['price', 'sale_price', 'allow_discount_over_sale_price'] });
  const amount = typedAmount(price);
  if (amount === null) return null;
  const summary = packagePriceSummary({ price: amount, sale_price: typedAmount(sale), allow_discount_over_sale_price: allow });
  return (
    <div className={styles.summary} role="status" aria-live="polite">
      <p className={styles.summaryTitle}>{text.summaryTitle}</p>
      <p className={styles.summaryLine}>{summary.free ? text.summaryFree : summary.pays}</p>
      <p className={styles.summaryLine}>{summary.sale}</p>
      <p className={styles.summaryLine}>{summary.discountBase}</p>
    </div>
  );
};

/** 'Clases por tipo de clase': a row a class type, each with its amount (or unlimited) and its own validity. */
const ClassTypeRows = ({ control }: { readonly control: FormControl }) => {
  const catalogue = useDeskCatalogue();
  const types = useRetryable('desk-package-class-types', () => catalogue.packages.classTypes());
  const { fields, append, remove } = useFieldArray({ control, name: 'class_package_types' });
  const rows = useWatch({ control, name: 'class_package_types' });
  const options = types.state.status === 'ready' ? types.state.data.map((type) => ({ value: String(type.class_type_id), label: type.name })) : [];
  const nameOf = (id: string) => options.find((option) => option.value === id)?.label ?? text.typeClassType;
  // A new studio has no class types yet: say where they come from rather than offer a row with nothing to choose.
  const noTypes = types.state.status === 'ready' && options.length === 0 && fields.length === 0;
  return (
    <div role="group" aria-labelledby="package-types-title" className={styles.stack}>
      <p id="package-types-title" className={styles.summaryTitle}>{text.typesTitle}</p>
      <p className={styles.help}>{text.typesHelp}</p>
      {types.state.status === 'error' ? (
        <p className={styles.help} role="alert">
          {text.typesLoadError}{' '}
          <Button variant="ghost" size="sm" onClick={types.reload}>{messages.adminKit.retry}</Button>
        </p>
      ) : null}
      {fields.length > 0 ? (
        <ul className={styles.typeList}>
          {fields.map((field, index) => (
            <li key={field.id} className={styles.typeRow}>
              <FormSelectField control={control} name={`class_package_types.${index}.class_type_id`} label={text.typeClassType} options={options} />
              <FormCheckbox control={control} name={`class_package_types.${index}.unlimited`} label={text.typeUnlimited} />
              {rows?.[index]?.unlimited ? null : (
                <FormTextField control={control} name={`class_package_types.${index}.class_amount`} label={text.typeAmount} inputMode="numeric" autoComplete="off" />
              )}
              <FormTextField control={control} name={`class_package_types.${index}.expiration_days`} label={text.typeDays} inputMode="numeric" autoComplete="off" />
              <Button variant="ghost" size="sm" onClick={() => remove(index)} aria-label={fill(text.removeTypeNamed, { name: nameOf(rows?.[index]?.class_type_id ?? '') })}>
                {text.removeType}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {noTypes ? (
        <p className={styles.help}>{text.typesNone}</p>
      ) : (
        <div>
          <Button variant="secondary" size="sm" onClick={() => append({ class_type_id: '', unlimited: false, class_amount: '1', expiration_days: '' })}>
            {text.addType}
          </Button>
        </div>
      )}
    </div>
  );
};

/** The fields that only show when their box is ticked: classes (unless unlimited), the subscription's, the event's. */
const useToggles = (control: FormControl) => {
  const [unlimited, subscription, event] = useWatch({ control, name: ['unlimited', 'is_subscription', 'is_special_event'] });
  return { unlimited, subscription, event };
};

/**
 * 'Nuevo' and 'Editar' of /admin/paquetes (issue 15): every field of spec
 * 3's class package in fieldsets (General, Precio with a live summary,
 * Clases y vigencia with the credits per class type, Suscripción, Evento
 * especial, Archivos), checked by core's `PackageForm`, which reads the
 * inputs into the API's own `ClassPackageBody`. A refusal of the server
 * stays in the panel. Give it a `key` per package.
 */
export const PackagePanel = ({ open, pkg, onClose, onSaved }: PackagePanelProps) => {
  const catalogue = useDeskCatalogue();
  const { run } = useDeskAction({ inForm: true });
  const formId = useId();
  const initial = packageFormValues(pkg);
  const form = useZodForm(PackageForm, initial);
  const control = form.control;
  const { unlimited, subscription, event } = useToggles(control);
  const close = () => {
    form.reset(initial);
    onClose();
  };
  const submit = (body: ClassPackageBody) => {
    const done = () => {
      close();
      onSaved();
    };
    return pkg
      ? run(() => catalogue.packages.update(pkg.class_package_id, body), text.saved, done)
      : run(() => catalogue.packages.create(body), text.created, done);
  };
  const image = useWatch({ control, name: 'image' });
  const downloadable = useWatch({ control, name: 'downloadable' });
  const receipt = useWatch({ control, name: 'receipt' });
  return (
    <SidePanel
      open={open}
      onClose={close}
      size="lg"
      title={pkg ? text.editTitle : text.newTitle}
      description={text.formHelp}
      footer={<PanelFooter onCancel={close} submit={<SubmitButton control={control} form={formId} />} />}
    >
      <ZodForm form={form} id={formId} onSubmit={submit}>
        <Fieldset legend={text.sectionGeneral}>
          <FormTextField control={control} name="title" label={text.fieldTitle} autoComplete="off" required />
          <FormTextField control={control} name="short_description" label={text.fieldShortDescription} hint={text.fieldShortDescriptionHint} autoComplete="off" />
          <FormTextField control={control} name="description" label={text.fieldDescription} hint={text.fieldDescriptionHint} autoComplete="off" />
          <FormCheckbox control={control} name="available" label={text.fieldAvailable} hint={text.fieldAvailableHint} />
          <FormCheckbox control={control} name="is_online" label={text.fieldOnline} />
          <FormCheckbox control={control} name="is_trial" label={text.fieldTrial} hint={text.fieldTrialHint} />
        </Fieldset>

        <Fieldset legend={text.sectionPrice}>
          <div className={styles.pair}>
            <FormTextField control={control} name="price" label={text.fieldPrice} inputMode="decimal" autoComplete="off" placeholder="0.00" required />
            <FormTextField control={control} name="sale_price" label={text.fieldSalePrice} hint={text.fieldSalePriceHint} inputMode="decimal" autoComplete="off" />
          </div>
          <FormCheckbox control={control} name="allow_discount_over_sale_price" label={text.fieldDiscountOverSale} hint={text.fieldDiscountOverSaleHint} />
          <PriceSummary control={control} />
        </Fieldset>

        <Fieldset legend={text.sectionClasses}>
          <FormCheckbox control={control} name="unlimited" label={text.fieldUnlimited} />
          <div className={styles.pair}>
            {unlimited ? null : (
              <FormTextField control={control} name="class_amount" label={text.fieldClassAmount} hint={text.fieldClassAmountHint} inputMode="numeric" autoComplete="off" required />
            )}
            <FormTextField control={control} name="expiration_days" label={text.fieldExpirationDays} hint={text.fieldExpirationDaysHint} inputMode="numeric" autoComplete="off" />
          </div>
          <FormTextField control={control} name="limit_per_customer" label={text.fieldLimitPerCustomer} hint={text.fieldLimitPerCustomerHint} inputMode="numeric" autoComplete="off" />
          <ClassTypeRows control={control} />
        </Fieldset>

        <Fieldset legend={text.sectionSubscription}>
          <FormCheckbox control={control} name="is_subscription" label={text.fieldIsSubscription} hint={text.fieldIsSubscriptionHint} />
          {subscription ? (
            <>
              <div className={styles.pair}>
                <FormSelectField control={control} name="subscription_period" label={text.fieldPeriod} options={PERIODS} />
                <FormTextField control={control} name="subscription_interval" label={text.fieldInterval} hint={text.fieldIntervalHint} inputMode="numeric" autoComplete="off" />
              </div>
              <div className={styles.pair}>
                <FormTextField control={control} name="free_trial_length" label={text.fieldFreeTrialLength} hint={text.fieldFreeTrialLengthHint} inputMode="numeric" autoComplete="off" />
                <FormSelectField control={control} name="free_trial_period" label={text.fieldFreeTrialPeriod} options={PERIODS} />
              </div>
            </>
          ) : null}
        </Fieldset>

        <Fieldset legend={text.sectionEvent}>
          <FormCheckbox control={control} name="is_special_event" label={text.fieldIsEvent} hint={text.fieldIsEventHint} />
          {event ? (
            <FormTextField control={control} name="capacity" label={text.fieldCapacity} hint={text.fieldCapacityHint} inputMode="numeric" autoComplete="off" />
          ) : null}
        </Fieldset>

        <Fieldset legend={text.sectionFiles}>
          <FileField label={text.fieldImage} hint={text.fieldImageHint} value={image} onChange={(file) => form.setValue('image', file, { shouldDirty: true })} />
          <FileField
            label={text.fieldDownloadable}
            hint={text.fieldDownloadableHint}
            kind="document"
            value={downloadable}
            onChange={(file) => form.setValue('downloadable', file, { shouldDirty: true })}
          />
          <FileField
            label={text.fieldReceipt}
            hint={text.fieldReceiptHint}
            kind="document"
            value={receipt}
            onChange={(file) => form.setValue('receipt', file, { shouldDirty: true })}
          />
          <FormTextField control={control} name="file_url" label={text.fieldFileUrl} hint={text.fieldFileUrlHint} type="url" autoComplete="off" />
        </Fieldset>
      </ZodForm>
    </SidePanel>
  );
};
