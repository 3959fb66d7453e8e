import type { Meta, StoryObj } from '@storybook/react-vite';
import { Banner } from '../../packages/web-react/src/chrome/Banner/index.js';
import type { StudioParameters } from '../.storybook/studio.js';
import { mobile } from '../.storybook/mobile.js';

const studio = (parameters: StudioParameters) => ({ studio: parameters });

const meta = { title: 'Chrome/Banner', component: Banner } satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo studio's banner: an internal path. */
export const InternalLink: Story = {};

export const DomainLinkStaysInside: Story = {
  parameters: studio({ config: { domain: 'estudio.test', banner_link: 'https://estudio.test/avisos', banner_text: 'Lee nuestros avisos' } }),
};

export const ExternalLinkNewWindow: Story = {
  parameters: studio({ config: { banner_link: 'https://instagram.com/estudiodemo', banner_text: 'Síguenos en Instagram' } }),
};

export const PlainText: Story = { parameters: studio({ config: { banner_link: '', banner_text: 'Cerramos el 25 de diciembre.' } }) };

/** Nothing renders when the banner is off. */
export const Disabled: Story = { parameters: studio({ config: { banner_enabled: 'false' } }) };

export const Mobile: Story = { globals: mobile };
