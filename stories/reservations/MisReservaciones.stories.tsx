import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { mobile } from '../.storybook/mobile.js';
import { desktop, Elsewhere, manyReservations, memberScreen, nueva, unlimitedMember, withGuest } from './helpers.js';

const ROUTE = '/mystudio/reservaciones';

const meta = { title: 'Reservations/Mis Reservaciones', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The socia: one reservation in each status, QR, Cancelar, Calificar and rated stars; every column. */
export const Desktop: Story = { name: 'Escritorio', parameters: memberScreen(ROUTE), globals: desktop };
/** The same on a phone: a card per reservation, dated 'DD MMM'. */
export const Mobile: Story = { name: 'Móvil', parameters: memberScreen(ROUTE), globals: mobile };
/** A guest on the upcoming class, with its 'Editar' button. */
export const WithGuest: Story = { name: 'Con invitado', parameters: memberScreen(ROUTE, { prepare: withGuest }), globals: desktop };
export const WithGuestMobile: Story = { name: 'Con invitado (móvil)', parameters: memberScreen(ROUTE, { prepare: withGuest }), globals: mobile };
/** Invitado hidden without allow_class_guests; Ubicación hidden with a single location. */
export const FewerColumns: Story = {
  name: 'Sin invitados, una ubicación',
  parameters: memberScreen(ROUTE, {
    config: { allow_class_guests: 'false' },
    prepare: ({ api }) => (api.state.locations = api.state.locations.slice(0, 1)),
  }),
  globals: desktop,
};
/** Cancelling off: 'Tus clases son transferibles y no son cancelables', no Cancelar. QR and ratings off too. */
export const NotCancellable: Story = {
  name: 'Sin cancelaciones, sin QR ni calificaciones',
  parameters: memberScreen(ROUTE, {
    config: { allow_cancel_reservations: 'false', qrcode_enabled: 'false', reservation_rating_enabled: 'false' },
  }),
  globals: desktop,
};
/** An unlimited membership: 'Ilimitadas', 'Hasta el 15 feb 2025'. */
export const Unlimited: Story = { name: 'Ilimitadas', parameters: memberScreen(ROUTE, { prepare: unlimitedMember }), globals: desktop };
export const Cancelled: Story = { name: 'Filtro Canceladas', parameters: memberScreen(`${ROUTE}?filter=cancelled`), globals: desktop };
export const Past: Story = { name: 'Filtro Pasadas (móvil)', parameters: memberScreen(`${ROUTE}?filter=past`), globals: mobile };
/** 127 reservations: three pages, on the second. */
export const Pages: Story = { name: 'Paginación', parameters: memberScreen(`${ROUTE}?page=2`, { prepare: manyReservations }), globals: desktop };
export const PagesMobile: Story = { name: 'Paginación (móvil)', parameters: memberScreen(`${ROUTE}?page=3`, { prepare: manyReservations }), globals: mobile };
/** 'Aún no has reservado clases.' with 'Ir a Reservar'. */
export const Empty: Story = { name: 'Sin reservaciones', parameters: memberScreen(ROUTE, { signedInAs: nueva }), globals: desktop };
export const EmptyMobile: Story = { name: 'Sin reservaciones (móvil)', parameters: memberScreen(ROUTE, { signedInAs: nueva }), globals: mobile };
export const EmptyFilter: Story = { name: 'Filtro sin resultados', parameters: memberScreen(`${ROUTE}?filter=cancelled`, { signedInAs: nueva }), globals: mobile };
/** The list and the credits still loading: skeletons. */
export const Loading: Story = { name: 'Cargando', parameters: memberScreen(ROUTE, { pending: ['reservations.mine', 'credits.mine'] }), globals: desktop };
export const LoadingMobile: Story = { name: 'Cargando (móvil)', parameters: memberScreen(ROUTE, { pending: ['reservations.mine', 'credits.mine'] }), globals: mobile };
/** A failed load goes to the alert display. */
export const LoadFailed: Story = {
  name: 'Error al cargar',
  parameters: memberScreen(ROUTE, {
    prepare: ({ api }) => api.failNext('reservations.mine', { code: 'server', message: 'No pudimos cargar tus reservaciones. Inténtalo más tarde.', status: 500 }),
  }),
  globals: desktop,
};

const click = (name: RegExp) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name }, { timeout: 5000 }));
};

/** Modal 'Cancelar Clase', inside the window: the credit comes back. */
export const CancelModal: Story = { name: "Modal 'Cancelar Clase'", parameters: memberScreen(ROUTE), globals: desktop, play: click(/^Cancelar Yoga, mar 07 ene/) };
/** Past the window with allow_cancel_after_treshold: the warning that the credit is kept. */
export const CancelModalLate: Story = {
  name: "Modal 'Cancelar Clase' (sin reembolso)",
  parameters: memberScreen(ROUTE),
  globals: mobile,
  play: click(/^Cancelar Barre, lun 06 ene/),
};
/** Modal 'Código de Acceso': the QR of the check-in page. */
export const QrModal: Story = { name: "Modal 'Código de Acceso'", parameters: memberScreen(ROUTE), globals: mobile, play: click(/^QR: Código de Acceso de Yoga, mar 07 ene/) };
/** Modal 'Calificar Clase' as it opens: stars only. */
export const RatingModal: Story = { name: "Modal 'Calificar Clase'", parameters: memberScreen(ROUTE), globals: desktop, play: click(/^Calificar /) };
/** After the coach's stars: the comment box and 'Calificar'. */
export const RatingModalCoachRated: Story = {
  name: "Modal 'Calificar Clase' (coach calificado)",
  parameters: memberScreen(ROUTE),
  globals: mobile,
  play: async (context) => {
    await click(/^Calificar /)(context);
    const dialog = within(await within(context.canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.click(within(dialog.getByRole('radiogroup', { name: 'Califica la clase' })).getByRole('radio', { name: '4 de 5 estrellas' }));
    await userEvent.click(within(dialog.getByRole('radiogroup', { name: 'Califica al coach' })).getByRole('radio', { name: '5 de 5 estrellas' }));
  },
};
/** The guest's name, editable from the reservation. */
export const GuestNameModal: Story = {
  name: 'Modal nombre del invitado',
  parameters: memberScreen(ROUTE, { prepare: withGuest }),
  globals: mobile,
  play: click(/^Editar el nombre de tu invitado/),
};
