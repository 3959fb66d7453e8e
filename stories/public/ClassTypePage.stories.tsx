import type { Meta, StoryObj } from '@storybook/react-vite';
import { PublicLayout } from '../../packages/web-react/src/chrome/PublicLayout/index.js';
import { ClassTypePage } from '../../packages/web-react/src/features/public/classType/ClassTypePage.js';
import type { StudioParameters } from '../.storybook/studio.js';
import { mobile } from '../.storybook/mobile.js';

const serverError = { code: 'server', message: 'Error del servidor', status: 500 };
const at = (route: string, extra: StudioParameters = {}) => ({ studio: { path: '/class_type/:classTypeId', route, ...extra } });

const Page = () => (
  <PublicLayout>
    <ClassTypePage />
  </PublicLayout>
);

const meta = { title: 'Public/Class type page', component: Page } satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Yoga: its image, its description and its upcoming classes, reservable (a visitor is asked to sign in). */
export const Yoga: Story = { name: '/class_type/1', parameters: at('/class_type/1') };
export const SignedIn: Story = { name: '/class_type/1 (con sesión)', parameters: at('/class_type/1', { signedInAs: 'socia@estudio.test' }) };
export const Loading: Story = { name: '/class_type (cargando)', parameters: at('/class_type/1', { pending: ['catalog.classType'] }) };
/** A class type without an image: the description alone. */
export const WithoutImage: Story = { name: '/class_type/5 (sin imagen)', parameters: at('/class_type/5') };
export const NotFound: Story = { name: '/class_type/999 (no existe)', parameters: at('/class_type/999') };
export const LoadError: Story = {
  name: '/class_type (error)',
  parameters: at('/class_type/1', { prepare: ({ api }) => api.failNext('catalog.classType', serverError) }),
};
export const Mobile: Story = { name: '/class_type/1 (móvil)', parameters: at('/class_type/1'), globals: mobile };
