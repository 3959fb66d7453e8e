import { describe, expect, it } from 'vitest';
import { messages } from '../../messages/index.js';
import { PackageForm, PackageOrderBody } from './packages-forms.schemas.js';

const blank: PackageForm = {
  title: 'Paquete', short_description: '', description: '', price: '500', sale_price: '', allow_discount_over_sale_price: false,
  unlimited: false, class_amount: '5', expiration_days: '', limit_per_customer: '', is_trial: false, is_online: false, available: true,
  is_subscription: false, subscription_period: 'month', subscription_interval: '2', free_trial_length: '7', free_trial_period: 'day',
  is_special_event: false, capacity: '30', file_url: ' ', image: null, downloadable: { src: '/f/guia.pdf', name: 'guia.pdf' }, receipt: null,
  class_package_types: [],
};

const issues = (form: PackageForm) => {
  const parsed = PackageForm.safeParse(form);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('PackageForm', () => {
  it('reads the inputs into the API body: empty boxes as null, unticked sections cleared, a file without an id left unchanged', () => {
    const body = PackageForm.parse(blank);
    expect(body).toMatchObject({
      title: 'Paquete', price: 500, sale_price: null, class_amount: 5, expiration_days: null, file_url: null,
      is_subscription: false, subscription_period: null, subscription_interval: null, free_trial_length: null, free_trial_period: null,
      is_special_event: false, capacity: null, image_file_id: null, receipt_file_id: null,
    });
    expect(body.downloadable_file_id).toBeUndefined();
  });

  it('sends -1 for unlimited classes, and the subscription and event fields when ticked', () => {
    const body = PackageForm.parse({
      ...blank, unlimited: true, class_amount: '', is_subscription: true, is_special_event: true, image: { file_id: 4, src: '/f/a.jpg' },
      class_package_types: [{ class_type_id: '2', unlimited: true, class_amount: '', expiration_days: '10' }],
    });
    expect(body).toMatchObject({
      class_amount: -1, subscription_period: 'month', subscription_interval: 2, free_trial_length: 7, free_trial_period: 'day', capacity: 30, image_file_id: 4,
      class_package_types: [{ class_type_id: 2, class_amount: -1, expiration_days: 10 }],
    });
  });

  it("refuses with Spanish messages on the field, the API body's own checks included", () => {
    expect(issues({ ...blank, title: ' ', price: '', class_amount: '' })).toEqual({
      title: messages.forms.fillField, price: messages.forms.fillField, class_amount: messages.forms.fillField,
    });
    expect(issues({ ...blank, price: '12.345' })).toEqual({ price: messages.packagesApi.invalidAmount });
    expect(issues({ ...blank, is_subscription: true, subscription_period: '', subscription_interval: '' })).toEqual({
      subscription_period: messages.forms.fillField, subscription_interval: messages.forms.fillField,
    });
    expect(issues({ ...blank, expiration_days: '0' })).toEqual({ expiration_days: messages.packagesApi.days });
    expect(issues({ ...blank, is_subscription: true, subscription_interval: '400' })).toEqual({ subscription_interval: messages.packagesApi.interval });
    expect(issues({ ...blank, limit_per_customer: '0' })).toEqual({ limit_per_customer: messages.packagesApi.positive });
    const twice = { class_type_id: '2', unlimited: false, class_amount: '1', expiration_days: '' };
    expect(issues({ ...blank, class_package_types: [twice, twice] })).toEqual({ class_package_types: messages.packagesApi.duplicateClassType });
    expect(issues({ ...blank, class_package_types: [{ ...twice, class_type_id: '' }] })).toEqual({ 'class_package_types.0.class_type_id': messages.packagesApi.chooseClassType });
  });
});

describe('PackageOrderBody', () => {
  it('takes each id once', () => {
    expect(PackageOrderBody.safeParse({ class_package_ids: [3, 1, 2] }).success).toBe(true);
    expect(PackageOrderBody.safeParse({ class_package_ids: [3, 1, 3] }).error?.issues[0]?.message).toBe(messages.packagesApi.orderRepeated);
    expect(PackageOrderBody.safeParse({ class_package_ids: [] }).success).toBe(false);
  });
});
