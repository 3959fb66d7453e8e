import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobile } from '../.storybook/mobile.js';
import { adminScreen, desktop, Elsewhere } from './adminStory.js';

const meta = { title: 'Admin/Check-in', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The camera waits for a tap ('Activar cámara'; the browser asks permission
 * then); without one, the reservation's number or its code's link opens the
 * check-in. The camera's own states (permission refused, no camera) need a
 * real browser: the component tests mock getUserMedia for them.
 */
export const Phone: Story = { name: 'Móvil', parameters: adminScreen('/admin/checkin'), globals: mobile };
export const Desktop: Story = { name: 'Escritorio', parameters: adminScreen('/admin/checkin'), globals: desktop };
