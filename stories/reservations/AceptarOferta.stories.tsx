import type { Meta, StoryObj } from '@storybook/react-vite';
import { appError, err, messages, ok, type ClassReservation, type WaitlistOffer, type WaitlistOfferApi } from '@estudio/core';
import { AcceptOfferPage } from '../../packages/web-react/src/features/waitlist/AcceptOfferPage.js';
import type { StudioParameters } from '../.storybook/studio.js';
import { mobile } from '../.storybook/mobile.js';

const t = messages.waitlistOffers;
const HOUR = 3_600_000;
const OFFER: WaitlistOffer = {
  waitlist_id: 7,
  single_class_id: 31,
  class_name: 'Indoor Cycling',
  class_date: new Date(Date.now() + 26 * HOUR).toISOString(),
  location: 'Estudio Centro',
  offer_expires_at: new Date(Date.now() + HOUR / 2).toISOString(),
  state: 'open',
};

/** The offer's calls answered in memory; `accept` and `read` may be replaced. */
const offerApi = (answers: { read?: Awaited<ReturnType<WaitlistOfferApi['read']>>; accept?: Awaited<ReturnType<WaitlistOfferApi['accept']>> } = {}): WaitlistOfferApi => ({
  read: async () => answers.read ?? ok(OFFER),
  accept: async () => answers.accept ?? ok({ class_reservation_id: 99 } as ClassReservation),
  decline: async () => ok(true as const),
});

const at = (api: WaitlistOfferApi): { studio: StudioParameters } => ({
  studio: { path: '/mystudio/lista-de-espera/oferta/:token', route: '/mystudio/lista-de-espera/oferta/tok_demo_abcdefghijklmnopqrstuvwxyz', services: { waitlistOffer: api } },
});

const meta = { title: 'Reservations/Aceptar lugar (lista de espera)', component: AcceptOfferPage } satisfies Meta<typeof AcceptOfferPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The e-mail's link: the class, until when it is kept, 'Aceptar lugar' and 'No lo quiero'. */
export const Open: Story = { name: 'Oferta abierta', parameters: at(offerApi()) };
/** Accepting without a usable credit: the refusal, until when the offer stays, and 'Comprar Clases'. */
export const NoCredit: Story = {
  name: 'Sin crédito (tocar Aceptar lugar)',
  parameters: at(offerApi({ accept: err(appError('credits/none', messages.reservations.noCredits, 412)) })),
};
export const Expired: Story = { name: 'Oferta vencida', parameters: at(offerApi({ read: ok({ ...OFFER, state: 'expired' }) })) };
export const Used: Story = { name: 'Enlace ya usado', parameters: at(offerApi({ read: err(appError('waitlist/offer-not-found', t.notFound, 404)) })) };
export const Mobile: Story = { name: 'Oferta abierta (móvil)', parameters: at(offerApi()), globals: mobile };
