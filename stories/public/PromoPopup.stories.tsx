import type { Meta, StoryObj } from '@storybook/react-vite';
import { POPUP_SHOWN_KEY } from '@estudio/core';
import { demoFixtures, demoImage } from '@estudio/core/testing';
import { memberRoutes } from '../../packages/web-react/src/features/member/routes.js';
import { PromoPopupModal } from '../../packages/web-react/src/features/popup/PromoPopupModal.js';
import type { StudioParameters } from '../.storybook/studio.js';
import { mobile } from '../.storybook/mobile.js';

const socia = demoFixtures.accounts.socia.email;
const image = demoImage('2 x 1 en clases presenciales', '#b07d62');
const inMemberArea = (parameters: StudioParameters) => ({
  studio: { route: '/mystudio', routes: memberRoutes, signedInAs: socia, ...parameters, config: { popup_presencial_enabled: 'true', ...parameters.config } },
});

const meta = {
  title: 'Public/Promotional popup',
  component: PromoPopupModal,
  args: { popup: { src: image, target: { kind: 'internal', path: '/paquetes' } }, businessName: 'Estudio Demo', onClose: () => undefined },
} satisfies Meta<typeof PromoPopupModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The modal alone: the image and 'Ver promoción' to a path of the site. */
export const Internal: Story = {};
/** A link to another site opens in a new window, and says so to screen readers. */
export const External: Story = { args: { popup: { src: image, target: { kind: 'external', url: 'https://instagram.com/estudiodemo' } } } };
export const Mobile: Story = { globals: mobile };

/** Over the member area on its first visit of the day. */
export const OverMemberArea: Story = { name: '/mystudio (primera visita del día)', parameters: inMemberArea({}), render: () => <></> };
/** A required page is pending: its modal comes first, and the popup waits for it to be accepted. */
export const AfterRequiredPage: Story = {
  name: '/mystudio (antes, Términos y Condiciones)',
  parameters: inMemberArea({ prepare: ({ api }) => void (api.state.acceptedPages = []) }),
  render: () => <></>,
};
/** Already shown today (the fake clock's Monday 6 January): nothing. */
export const AlreadyShownToday: Story = {
  name: '/mystudio (ya se mostró hoy)',
  parameters: inMemberArea({ prepare: ({ storage }) => storage.set(POPUP_SHOWN_KEY, '2025-01-06') }),
  render: () => <></>,
};
