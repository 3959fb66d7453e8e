import type { classPackages } from '../../schema/index.js';
import type { DemoImageKey } from './images.js';

/** The demo packages, by the key the rest of the seed refers to them with. */
export type DemoPackageKey = 'trial' | 'five' | 'ten' | 'unlimited' | 'online' | 'event' | 'cycling';

type PackageRow = Omit<typeof classPackages.$inferInsert, 'image_file_id' | 'created_at'>;

/** Spec 3 'Class package' rows of the contract's demo table, in their display order. */
export const DEMO_PACKAGES: readonly (PackageRow & { key: DemoPackageKey; image: DemoImageKey })[] = [
  {
    key: 'trial', image: 'package-classes', title: 'Clase de prueba', price: '0.00', class_amount: 1,
    expiration_days: 15, is_trial: true, limit_per_customer: 1, on_home: true,
    short_description: 'Tu primera clase sin costo.',
    description: '<p>Conoce el estudio con una clase presencial gratis de la disciplina que prefieras.</p>',
  },
  {
    key: 'five', image: 'package-classes', title: 'Paquete 5 clases', price: '750.00', class_amount: 5,
    expiration_days: 30, short_description: '5 clases presenciales, vigencia de 30 días.',
    description: '<p>Cinco clases presenciales en cualquiera de nuestras disciplinas y sucursales.</p>',
  },
  {
    key: 'ten', image: 'package-classes', title: 'Paquete 10 clases', price: '1400.00', sale_price: '1200.00',
    allow_discount_over_sale_price: true, class_amount: 10, expiration_days: 60, on_home: true,
    short_description: '10 clases presenciales, vigencia de 60 días.',
    description: '<p>Diez clases presenciales con precio especial. Válido en ambas sucursales.</p>',
  },
  {
    key: 'unlimited', image: 'package-classes', title: 'Ilimitado mensual', price: '1900.00', class_amount: -1,
    is_subscription: true, subscription_period: 'month', subscription_interval: 1, expiration_days: 30,
    on_home: true, short_description: 'Todas las clases que quieras, cada mes.',
    description: '<p>Membresía mensual con clases presenciales ilimitadas. Se renueva cada mes; cancela cuando quieras.</p>',
  },
  {
    key: 'online', image: 'package-online', title: 'Online ilimitado', price: '450.00', class_amount: 0,
    expiration_days: 30, is_online: true, short_description: 'Acceso a todos los videos por 30 días.',
    description: '<p>Más de 40 clases en video para entrenar donde estés: yoga, cycling, barre, HIIT y más.</p>',
  },
  {
    key: 'event', image: 'package-event', title: 'Masterclass de Yoga y Meditación', price: '350.00',
    class_amount: 1, expiration_days: 7, is_special_event: true, limit_per_customer: 1, capacity: 20,
    short_description: 'Una clase especial de 90 minutos.',
    description: '<p>Práctica extendida de yoga con meditación guiada y música en vivo. Cupo limitado.</p>',
  },
  {
    key: 'cycling', image: 'package-classes', title: 'Paquete Cycling 8 clases', price: '1000.00', class_amount: 8,
    expiration_days: 45, short_description: '8 clases de Indoor Cycling.',
    description: '<p>Ocho clases válidas solo para Indoor Cycling.</p>',
  },
];

export const DEMO_PAYMENT_METHODS = [
  {
    name: 'Efectivo', kind: 'cash', description: 'Paga en recepción o por transferencia.',
    instructions: '<p>Paga en la recepción del estudio o haz una transferencia con los datos bancarios y envía tu comprobante por WhatsApp.</p>',
  },
  {
    name: 'Tarjeta de crédito o débito', kind: 'card', description: 'Visa, Mastercard y American Express.',
    instructions: '<p>Tu pago se procesa de forma segura. El cargo aparecerá como ESTUDIO DEMO.</p>',
  },
] as const;

export const DEMO_DISCOUNTS = [
  { code: 'BIENVENIDA', amount: '10.00', is_percent: true, first_invoice_only: true },
  { code: 'FIJO100', amount: '100.00', is_percent: false, first_invoice_only: false },
] as const;
