import type { Meta, StoryObj } from '@storybook/react-vite';
import { WhatsAppButton } from '../../packages/web-react/src/chrome/WhatsAppButton/index.js';
import { mobile } from '../.storybook/mobile.js';

const meta = { title: 'Chrome/WhatsAppButton', component: WhatsAppButton } satisfies Meta<typeof WhatsAppButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {};
/** Nothing renders when whatsapp_widget is off. */
export const WidgetOff: Story = { parameters: { studio: { config: { whatsapp_widget: 'false' } } } };
export const Mobile: Story = { globals: mobile };
