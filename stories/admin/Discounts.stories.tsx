import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AdminDiscount, CataloguePage, DeskCatalogueApi, DiscountPackageChoice } from '@estudio/core';
import { answered, deskCatalogueStub, failed, never } from '../../packages/web-react/src/features/admin/testing/deskStub.js';
import { mobile } from '../.storybook/mobile.js';
import { adminScreen, desktop, Elsewhere } from './adminStory.js';

const base = { max_uses: null, uses: 0, expires_at: null } as const;
const DISCOUNTS: AdminDiscount[] = [
  { ...base, discount_id: 1, code: 'BIENVENIDA', amount: 10, is_percent: true, first_invoice_only: true, class_package_ids: [], purchases_count: 14 },
  { ...base, discount_id: 2, code: 'FIJO100', amount: 100, is_percent: false, first_invoice_only: false, class_package_ids: [2], purchases_count: 3 },
  { ...base, discount_id: 3, code: 'VERANO-2026-ILIMITADOS', amount: 25.5, is_percent: true, first_invoice_only: false, class_package_ids: [3, 4], purchases_count: 0 },
];
const PACKAGES: DiscountPackageChoice[] = [
  { class_package_id: 1, title: 'Clase suelta', available: true },
  { class_package_id: 2, title: 'Paquete 5 clases', available: true },
  { class_package_id: 3, title: 'Paquete 10 clases', available: true },
  { class_package_id: 4, title: 'Ilimitado mensual', available: false },
];

const page = (rows: AdminDiscount[]) => answered<CataloguePage<AdminDiscount>>({ rows, total: rows.length });

const discounts = (list: DeskCatalogueApi['discounts']['list'], packageChoices: DeskCatalogueApi['discounts']['packageChoices'] = () => answered(PACKAGES)) =>
  adminScreen('/admin/descuentos', {
    deskCatalogue: deskCatalogueStub({
      discounts: {
        list,
        packageChoices,
        create: (body) => answered({ ...base, discount_id: 9, code: body.code, amount: body.amount, is_percent: !!body.is_percent, first_invoice_only: !!body.first_invoice_only, class_package_ids: body.class_package_ids ?? [], purchases_count: 0 }),
        update: (id, body) => answered({ ...DISCOUNTS[0]!, ...body, discount_id: id }),
        remove: (id) => answered(DISCOUNTS.find((discount) => discount.discount_id === id) ?? DISCOUNTS[0]!),
      },
    }),
  });

const meta = { title: 'Admin/Descuentos', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each code with its amount and kind, its packages, first invoice only and its purchases; 'Nuevo' and 'Editar' open the panel with the package picker and the preview. */
export const Full: Story = { name: 'Con descuentos', parameters: discounts(() => page(DISCOUNTS)), globals: desktop };
export const Phone: Story = { name: 'Con descuentos (móvil)', parameters: discounts(() => page(DISCOUNTS)), globals: mobile };
export const Empty: Story = { name: 'Sin descuentos', parameters: discounts(() => page([])), globals: desktop };
export const Loading: Story = { name: 'Cargando', parameters: discounts(() => never()), globals: desktop };
export const Failed: Story = { name: 'Error', parameters: discounts(() => failed()), globals: desktop };
/** 'Nuevo' or 'Editar' here: the packages fail to load, and the panel offers 'Reintentar'. */
export const PackagesFailed: Story = { name: 'Paquetes sin cargar', parameters: discounts(() => page(DISCOUNTS), () => failed()), globals: desktop };
