import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from '../../packages/web-react/src/chrome/Footer/index.js';
import type { StudioParameters } from '../.storybook/studio.js';
import { mobile } from '../.storybook/mobile.js';

const studio = (parameters: StudioParameters) => ({ studio: parameters });

const meta = { title: 'Chrome/Footer', component: Footer } satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DemoStudio: Story = {};

/** Only an e-mail, no location, and the pages list still loading: just Avisos. */
export const Minimal: Story = {
  parameters: studio({
    config: { whatsapp: '', facebook: '', instagram: '', tiktok: '', location: '' },
    pending: ['content.pages'],
  }),
};

export const PagesFailed: Story = {
  parameters: studio({ prepare: ({ api }) => api.failNext('content.pages', { code: 'server', message: 'Error', status: 500 }) }),
};

export const Mobile: Story = { globals: mobile };
