import type { ClassPackage, PackageForm } from '@estudio/core';

const textOf = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/**
 * The package form's values for 'Nuevo' (null) or 'Editar': the record's
 * fields as the inputs hold them (text for numbers, '' for none; class
 * amount -1 as 'Ilimitadas' ticked). A new package is available, 1 class.
 */
export const packageFormValues = (pkg: ClassPackage | null): PackageForm => ({
  title: pkg?.title ?? '',
  short_description: pkg?.short_description ?? '',
  description: pkg?.description ?? '',
  price: textOf(pkg?.price),
  sale_price: textOf(pkg?.sale_price),
  allow_discount_over_sale_price: pkg?.allow_discount_over_sale_price ?? false,
  unlimited: (pkg?.class_amount ?? 0) < 0,
  class_amount: pkg ? (pkg.class_amount < 0 ? '' : String(pkg.class_amount)) : '1',
  expiration_days: textOf(pkg?.expiration_days),
  limit_per_customer: textOf(pkg?.limit_per_customer),
  is_trial: pkg?.is_trial ?? false,
  is_online: pkg?.is_online ?? false,
  available: pkg?.available ?? true,
  is_subscription: pkg?.is_subscription ?? false,
  subscription_period: pkg?.subscription_period ?? '',
  subscription_interval: textOf(pkg?.subscription_interval),
  free_trial_length: textOf(pkg?.free_trial_length),
  free_trial_period: pkg?.free_trial_period ?? '',
  is_special_event: pkg?.is_special_event ?? false,
  capacity: textOf(pkg?.capacity),
  file_url: pkg?.file_url ?? '',
  image: pkg?.image ?? null,
  downloadable: pkg?.downloadable?.src ? { ...pkg.downloadable, src: pkg.downloadable.src } : null,
  receipt: pkg?.receipt_file ?? null,
  class_package_types: (pkg?.class_package_types ?? []).map((type) => ({
    class_type_id: String(type.class_type.class_type_id),
    unlimited: type.class_amount < 0,
    class_amount: type.class_amount < 0 ? '' : String(type.class_amount),
    expiration_days: textOf(type.expiration_days),
  })),
});

/** A number typed in a price box, or null while it is not one yet (the summary waits). */
export const typedAmount = (value: string | undefined): number | null => {
  const trimmed = (value ?? '').trim();
  return /^\d+(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : null;
};
