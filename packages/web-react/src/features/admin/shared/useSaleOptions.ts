import { formatMoney, messages, fill, type ClassPackage, type PaymentMethod } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import type { SelectOption } from '../../../ui/SelectField/index.js';
import { useResource } from '../../shared/useResource.js';

/** What the desk can sell and how it can be paid. */
export interface SaleOptions {
  readonly ready: boolean;
  readonly packages: readonly SelectOption[];
  readonly methods: readonly SelectOption[];
  /** The studio's cash method, the desk's usual choice. */
  readonly cashMethodId: string;
}

const priceOf = (pkg: ClassPackage): number => pkg.sale_price ?? pkg.price;

/** Packages on sale and the studio's payment methods, as the sale form's options. */
export const useSaleOptions = (): SaleOptions => {
  const { api } = useServices();
  const packages = useResource('desk-sale-packages', () => api.packages.list(), { reportErrors: false });
  const methods = useResource('desk-sale-methods', () => api.checkout.paymentMethods(), { reportErrors: false });
  const methodList: readonly PaymentMethod[] = methods.status === 'ready' ? methods.data : [];
  const cash = methodList.find((method) => method.kind === 'cash');
  return {
    ready: packages.status === 'ready' && methods.status === 'ready',
    packages: packages.status === 'ready'
      ? packages.data.map((pkg) => ({ value: String(pkg.class_package_id), label: fill(messages.desk.packageOption, { title: pkg.title, price: formatMoney(priceOf(pkg)) }) }))
      : [],
    methods: methodList.map((method) => ({ value: String(method.payment_method_id), label: method.name })),
    cashMethodId: cash ? String(cash.payment_method_id) : '',
  };
};
