import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { studioDate } from '@estudio/core';
import { addDemoPenalty, demoFixtures, type DemoPorts } from '@estudio/core/testing';
import { PublicLayout } from '../../packages/web-react/src/chrome/PublicLayout/index.js';
import { memberRoutes } from '../../packages/web-react/src/features/member/routes.js';
import { ScheduleSection } from '../../packages/web-react/src/features/public/landing/sections/ScheduleSection.js';
import { publicRoutes } from '../../packages/web-react/src/features/public/routes.js';
import { mobile } from '../.storybook/mobile.js';
import { desktop, studio } from './helpers.js';

const socia = demoFixtures.accounts.socia.email;
const member = (parameters: Parameters<typeof studio>[0] = {}) => studio({ route: '/mystudio', routes: memberRoutes, signedInAs: socia, ...parameters });
const at = (route: string, parameters: Parameters<typeof studio>[0] = {}) => studio({ route, routes: publicRoutes, ...parameters });

/** Drops every demo class of the week holding the fake clock's start (6 to 12 January 2025). */
const emptyThisWeek = ({ api }: DemoPorts) => {
  api.state.singleClasses = api.state.singleClasses.filter((c) => (studioDate(c.class_date, 'America/Mexico_City') ?? '') > '2025-01-12');
};

/** Clicks a card's action, then lets the reserve flow open its modal. */
const clickCard = (name: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement.ownerDocument.body);
  await userEvent.click(await canvas.findByRole('button', { name }, { timeout: 5000 }));
};

const meta = { title: 'Schedule/Calendar', render: () => <p style={{ padding: 24 }}>Otra pantalla</p> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** /mystudio at 1280 px: seven day columns. */
export const MemberDesktop: Story = { name: '/mystudio (escritorio)', parameters: member(), globals: desktop };
/** /mystudio on a phone: the days stacked. */
export const MemberMobile: Story = { name: '/mystudio (móvil)', parameters: member(), globals: mobile };
/** The week still loading: skeletons. */
export const Loading: Story = { name: '/mystudio (cargando)', parameters: member({ pending: ['schedule.days'] }), globals: desktop };
/** This week has no classes ahead: the calendar moves on to the next. */
export const AutoAdvance: Story = { name: '/mystudio (avanza de semana)', parameters: member({ prepare: emptyThisWeek }), globals: desktop };
/** No classes at all: it stops 8 weeks ahead on an empty week. */
export const EmptyWeek: Story = {
  name: '/mystudio (sin clases)',
  parameters: member({ prepare: ({ api }) => (api.state.singleClasses = []) }),
  globals: mobile,
};
/** One location: no 'Buscar por estudio', no location on the cards. */
export const SingleLocation: Story = {
  name: '/mystudio (un estudio)',
  parameters: member({ prepare: ({ api }) => (api.state.locations = api.state.locations.slice(0, 1)) }),
  globals: desktop,
};
/** The waitlist off: no 'Lista de Espera' button, full classes offer nothing. */
export const WaitlistOff: Story = { name: '/mystudio (sin lista de espera)', parameters: member({ config: { waitlist_enabled: 'false' } }), globals: desktop };

/** The reserve dialog with the room of a Cycling class. */
export const FlowReserveWithSpot: Story = {
  name: 'Reservar (con lugar)',
  parameters: member(),
  globals: desktop,
  play: clickCard('Reservar Cycling, martes 7 a las 07:00'),
};
/** A full class: the waitlist modal. */
export const FlowWaitlist: Story = {
  name: 'Reservar (clase llena)',
  parameters: member({ prepare: ({ api }) => (api.state.waitlists = []) }),
  globals: mobile,
  play: clickCard('Anotarme a la lista de espera de Barre, martes 7 a las 18:00'),
};
/** No credits. */
export const FlowNoCredits: Story = {
  name: 'Reservar (sin créditos)',
  parameters: member({ signedInAs: demoFixtures.accounts.nueva.email }),
  globals: mobile,
  play: clickCard('Reservar Yoga, martes 7 a las 08:00'),
};
/** An active penalty. */
export const FlowPenalty: Story = {
  name: 'Reservar (penalización)',
  parameters: member({ prepare: ({ api }) => void addDemoPenalty(api) }),
  globals: mobile,
  play: clickCard('Reservar Yoga, martes 7 a las 08:00'),
};
/** Cancelling asks in the 'Precaución' dialog. */
export const FlowCancel: Story = {
  name: 'Cancelar (Precaución)',
  parameters: member(),
  globals: mobile,
  play: clickCard('Cancelar tu reservación de Yoga, martes 7 a las 09:00'),
};

/** /calendario: 'Horarios' in the public chrome. */
export const PublicDesktop: Story = { name: '/calendario (escritorio)', parameters: at('/calendario'), globals: desktop };
export const PublicMobile: Story = { name: '/calendario (móvil)', parameters: at('/calendario'), globals: mobile };
/** A visitor who reserves: sign in or sign up. */
export const PublicSignedOutReserve: Story = {
  name: '/calendario (reservar sin sesión)',
  parameters: at('/calendario'),
  globals: mobile,
  play: clickCard('Reservar Yoga, martes 7 a las 08:00'),
};

/** /instructor/{id}: the profile and 'Entrena con {name}'. */
export const Instructor: Story = { name: '/instructor/1', parameters: at('/instructor/1'), globals: desktop };
export const InstructorMobile: Story = { name: '/instructor/1 (móvil)', parameters: at('/instructor/1'), globals: mobile };

/** The landing's 'Calendario de Clases', compact. */
export const LandingSection: Story = {
  name: 'Landing: Calendario de Clases',
  render: () => (
    <PublicLayout>
      <ScheduleSection />
    </PublicLayout>
  ),
};
export const LandingSectionMobile: Story = { ...LandingSection, name: 'Landing: Calendario de Clases (móvil)', globals: mobile };
