import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CataloguePage, DeskCatalogueApi, PaymentMethod } from '@estudio/core';
import { answered, deskCatalogueStub, failed, never } from '../../packages/web-react/src/features/admin/testing/deskStub.js';
import { mobile } from '../.storybook/mobile.js';
import { adminScreen, desktop, Elsewhere } from './adminStory.js';

const METHODS: PaymentMethod[] = [
  { payment_method_id: 1, name: 'Efectivo', description: 'En recepción o por transferencia', instructions: '<p>Deposita a la <strong>CLABE 0123 4567 8901 2345 67</strong> y manda tu comprobante.</p>', kind: 'cash', available: true },
  { payment_method_id: 2, name: 'Tarjeta de crédito o débito', description: null, instructions: null, kind: 'card', available: true },
  { payment_method_id: 3, name: 'Suscripción mensual con un proveedor de pagos de nombre largo', description: 'Cobro automático cada mes', instructions: null, kind: 'subscription_provider', available: true },
];

const page = (rows: PaymentMethod[]) => answered<CataloguePage<PaymentMethod>>({ rows, total: rows.length });

const methods = (list: DeskCatalogueApi['paymentMethods']['list']) =>
  adminScreen('/admin/metodos-de-pago', {
    deskCatalogue: deskCatalogueStub({
      paymentMethods: {
        list,
        create: (body) => answered({ payment_method_id: 9, name: body.name, description: body.description ?? null, instructions: body.instructions ?? null, kind: body.kind, available: true }),
        update: (id, body) => answered({ ...METHODS[0]!, ...body, payment_method_id: id }),
        remove: (id) => answered(METHODS.find((method) => method.payment_method_id === id) ?? METHODS[0]!),
      },
    }),
  });

const meta = { title: 'Admin/Métodos de pago', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each way to pay with its kind and description; 'Nuevo' and 'Editar' open the panel with the instructions' rich-text editor. */
export const Full: Story = { name: 'Con métodos de pago', parameters: methods(() => page(METHODS)), globals: desktop };
export const Phone: Story = { name: 'Con métodos de pago (móvil)', parameters: methods(() => page(METHODS)), globals: mobile };
export const Empty: Story = { name: 'Sin métodos de pago', parameters: methods(() => page([])), globals: desktop };
export const Loading: Story = { name: 'Cargando', parameters: methods(() => never()), globals: desktop };
export const Failed: Story = { name: 'Error', parameters: methods(() => failed()), globals: desktop };
