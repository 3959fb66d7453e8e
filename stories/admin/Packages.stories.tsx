import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { CataloguePage, ClassPackage, DeskPackagesApi, PackageAttendee } from '@estudio/core';
import { answered, deskCatalogueStub, failed, never } from '../../packages/web-react/src/features/admin/testing/deskStub.js';
import { mobile } from '../.storybook/mobile.js';
import { adminScreen, desktop, Elsewhere } from './adminStory.js';

const pkg = (fields: Partial<ClassPackage> & Pick<ClassPackage, 'class_package_id' | 'title'>): ClassPackage => ({
  package_id: fields.class_package_id, description: null, short_description: null, price: 750, sale_price: null,
  allow_discount_over_sale_price: false, is_subscription: false, subscription_period: null, subscription_interval: null,
  class_amount: 5, expiration_days: 30, is_special_event: false, is_trial: false, is_online: false, limit_per_customer: null,
  order: 0, on_home: false, available: true, capacity: null, sold: 0, class_package_types: [], image: null, downloadable: null,
  file_url: null, free_trial_length: null, free_trial_period: null, ...fields,
});

const PACKAGES: ClassPackage[] = [
  pkg({ class_package_id: 1, title: 'Clase de prueba', price: 0, class_amount: 1, expiration_days: 15, is_trial: true, limit_per_customer: 1, on_home: true, sold: 12 }),
  pkg({ class_package_id: 2, title: 'Paquete 5 clases', sold: 3 }),
  pkg({ class_package_id: 3, title: 'Paquete 10 clases', price: 1400, sale_price: 1200, allow_discount_over_sale_price: true, class_amount: 10, expiration_days: 60, on_home: true, sold: 40 }),
  pkg({
    class_package_id: 4, title: 'Ilimitado mensual', price: 1900, class_amount: -1, is_subscription: true, subscription_period: 'month', subscription_interval: 1,
    free_trial_length: 7, free_trial_period: 'day', on_home: true,
    class_package_types: [{ class_amount: 4, expiration_days: 15, class_type: { class_type_id: 2, name: 'Yoga' } }],
  }),
  pkg({ class_package_id: 6, title: 'Masterclass de Yoga y Meditación con un título muy largo', price: 350, class_amount: 1, expiration_days: 7, is_special_event: true, capacity: 20, limit_per_customer: 1, sold: 2 }),
  pkg({ class_package_id: 7, title: 'Paquete de temporada', price: 900, available: false }),
];

const ATTENDEES: PackageAttendee[] = [
  { purchase_id: 51, customer_id: 7, name: 'Ana', last_name: 'Ruiz', email: 'ana@estudio.test', status: 'active', created_at: '2026-11-20T18:00:00.000Z' },
  { purchase_id: 52, customer_id: 8, name: 'Beatriz', last_name: 'Domínguez Fernández', email: 'beatriz.dominguez.fernandez@correo-largo.test', status: 'pending', created_at: '2026-11-21T18:00:00.000Z' },
];

const page = (rows: ClassPackage[]) => answered<CataloguePage<ClassPackage>>({ rows, total: rows.length });

const packages = (list: DeskPackagesApi['list'], more: Partial<DeskPackagesApi> = {}) =>
  adminScreen('/admin/paquetes', {
    deskCatalogue: deskCatalogueStub({
      packages: {
        list,
        create: (body) => answered(pkg({ class_package_id: 9, title: body.title, price: body.price })),
        update: (id, body) => answered({ ...PACKAGES[1]!, ...body, class_package_id: id } as ClassPackage),
        remove: (id) => answered(PACKAGES.find((one) => one.class_package_id === id) ?? PACKAGES[0]!),
        setOnHome: (id, onHome) => answered({ ...(PACKAGES.find((one) => one.class_package_id === id) ?? PACKAGES[0]!), on_home: onHome }),
        ordered: () => answered(PACKAGES),
        reorder: (ids) => answered(ids.map((id) => PACKAGES.find((one) => one.class_package_id === id)!)),
        attendees: () => answered(ATTENDEES),
        classTypes: () => answered([{ class_type_id: 1, name: 'Indoor Cycling' }, { class_type_id: 2, name: 'Yoga' }]),
        ...more,
      },
    }),
  });

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const rowButton = async (canvasElement: HTMLElement, title: string, name: string) => {
  const cell = await body(canvasElement).findByText(title);
  await userEvent.click(within(cell.closest('tr') as HTMLElement).getByRole('button', { name }));
};

const meta = { title: 'Admin/Paquetes', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** By order, as /paquetes shows them: the sale price with the normal one struck through, 'Mostrar en inicio' pressed or not, 'Asistentes' on the event. */
export const Full: Story = { name: 'Con paquetes', parameters: packages(() => page(PACKAGES)), globals: desktop };
export const Phone: Story = { name: 'Con paquetes (móvil)', parameters: packages(() => page(PACKAGES)), globals: mobile };
export const Empty: Story = { name: 'Sin paquetes', parameters: packages(() => page([])), globals: desktop };
export const Loading: Story = { name: 'Cargando', parameters: packages(() => never()), globals: desktop };
export const Failed: Story = { name: 'Error', parameters: packages(() => failed()), globals: desktop };
/** The long form in its fieldsets, with the live price summary. */
export const New: Story = {
  name: 'Nuevo paquete',
  parameters: packages(() => page(PACKAGES)),
  globals: desktop,
  play: async ({ canvasElement }) => {
    await userEvent.click(await body(canvasElement).findByRole('button', { name: 'Nuevo' }));
    const panel = within(await body(canvasElement).findByRole('dialog', { name: 'Nuevo paquete' }));
    await userEvent.type(panel.getByLabelText(/^Precio \(MXN\)/), '1400');
    await userEvent.type(panel.getByLabelText(/^Precio de oferta/), '1200');
  },
};
/** A subscription with credits per class type, prefilled. */
export const Edit: Story = {
  name: 'Editar paquete',
  parameters: packages(() => page(PACKAGES)),
  globals: desktop,
  play: async ({ canvasElement }) => rowButton(canvasElement, 'Ilimitado mensual', 'Editar'),
};
/** 'Ordenar': drag a handle (or Space and the arrows), or 'Subir' and 'Bajar'. */
export const Order: Story = {
  name: 'Ordenar',
  parameters: packages(() => page(PACKAGES)),
  globals: desktop,
  play: async ({ canvasElement }) => void userEvent.click(await body(canvasElement).findByRole('button', { name: 'Ordenar' })),
};
export const OrderPhone: Story = { ...Order, name: 'Ordenar (móvil)', globals: mobile };
/** A special event's attendees, with 'Exportar CSV'. */
export const Attendees: Story = {
  name: 'Asistentes de un evento',
  parameters: packages(() => page(PACKAGES)),
  globals: desktop,
  play: async ({ canvasElement }) => rowButton(canvasElement, PACKAGES[4]!.title, 'Asistentes'),
};
