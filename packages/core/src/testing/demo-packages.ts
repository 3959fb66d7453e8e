import type { ClassPackage, Discount } from '../api/schemas/packages.schemas.js';
import { demoImage } from './demo-images.js';

const base = {
  description: null, short_description: null, sale_price: null, allow_discount_over_sale_price: false,
  is_subscription: false, subscription_period: null, subscription_interval: null, expiration_days: 30,
  is_special_event: false, is_trial: false, is_online: false, limit_per_customer: null, on_home: false,
  available: true, capacity: null, sold: 0, class_package_types: [], downloadable: null, file_url: null,
  free_trial_length: null, free_trial_period: null,
} as const satisfies Partial<ClassPackage>;

const demoPackage = (id: number, fields: Partial<ClassPackage> & Pick<ClassPackage, 'title' | 'price' | 'class_amount'>): ClassPackage => ({
  ...base,
  class_package_id: id,
  package_id: id,
  order: id,
  image: { src: demoImage(fields.title, '#2f3e46') },
  ...fields,
});

/**
 * The contract's demo packages (spec 3 'Class package'), as the server's
 * demo seed holds them (packages/server/src/db/seed/demo/packages.data.ts):
 * a free trial, 5 and 10 classes (the 10 on sale), an unlimited monthly
 * subscription, an online pack, a special event and a class-type-bound pack.
 */
export const demoPackages: readonly ClassPackage[] = [
  demoPackage(1, {
    title: 'Clase de prueba', price: 0, class_amount: 1, expiration_days: 15, is_trial: true, limit_per_customer: 1, on_home: true,
    short_description: 'Tu primera clase sin costo.',
    description: '<p>Conoce el estudio con una clase presencial gratis de la disciplina que prefieras.</p>',
  }),
  demoPackage(2, {
    title: 'Paquete 5 clases', price: 750, class_amount: 5, expiration_days: 30,
    short_description: '5 clases presenciales, vigencia de 30 días.',
    description: '<p>Cinco clases presenciales en cualquiera de nuestras disciplinas y sucursales.</p>',
  }),
  demoPackage(3, {
    title: 'Paquete 10 clases', price: 1400, sale_price: 1200, allow_discount_over_sale_price: true, class_amount: 10,
    expiration_days: 60, on_home: true, short_description: '10 clases presenciales, vigencia de 60 días.',
    description: '<p>Diez clases presenciales con precio especial. Válido en ambas sucursales.</p>',
  }),
  demoPackage(4, {
    title: 'Ilimitado mensual', price: 1900, class_amount: -1, is_subscription: true, subscription_period: 'month',
    subscription_interval: 1, expiration_days: 30, on_home: true, short_description: 'Todas las clases que quieras, cada mes.',
    description: '<p>Membresía mensual con clases presenciales ilimitadas. Se renueva cada mes; cancela cuando quieras.</p>',
  }),
  demoPackage(5, {
    title: 'Online ilimitado', price: 450, class_amount: 0, is_online: true, short_description: 'Acceso a todos los videos por 30 días.',
    description: '<p>Más de 40 clases en video para entrenar donde estés: yoga, cycling, barre, HIIT y más.</p>',
  }),
  demoPackage(6, {
    title: 'Masterclass de Yoga y Meditación', price: 350, class_amount: 1, expiration_days: 7, is_special_event: true,
    limit_per_customer: 1, capacity: 20, short_description: 'Una clase especial de 90 minutos.',
    description: '<p>Práctica extendida de yoga con meditación guiada y música en vivo. Cupo limitado.</p>',
  }),
  demoPackage(7, {
    title: 'Paquete Cycling 8 clases', price: 1000, class_amount: 8, expiration_days: 45,
    short_description: '8 clases de Indoor Cycling.', description: '<p>Ocho clases válidas solo para Indoor Cycling.</p>',
    class_package_types: [{ class_amount: 8, expiration_days: 45, class_type: { class_type_id: 4, name: 'Cycling' } }],
  }),
];

/** The contract's demo discount codes. */
export const demoDiscounts: readonly Discount[] = [
  { discount_id: 1, code: 'BIENVENIDA', amount: 10, is_percent: true, first_invoice_only: true, max_uses: null, uses: 0, expires_at: null, class_package_ids: [] },
  { discount_id: 2, code: 'FIJO100', amount: 100, is_percent: false, first_invoice_only: false, max_uses: null, uses: 0, expires_at: null, class_package_ids: [] },
];
