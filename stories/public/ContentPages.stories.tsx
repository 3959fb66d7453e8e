import type { Meta, StoryObj } from '@storybook/react-vite';
import { PublicLayout } from '../../packages/web-react/src/chrome/PublicLayout/index.js';
import { AnnouncementsPage } from '../../packages/web-react/src/features/public/announcements/AnnouncementsPage.js';
import { CoachPage } from '../../packages/web-react/src/features/public/coach/CoachPage.js';
import { LandingPage } from '../../packages/web-react/src/features/public/landing/LandingPage.js';
import { CmsPage } from '../../packages/web-react/src/features/public/pages/CmsPage.js';
import { FaqPage } from '../../packages/web-react/src/features/public/pages/FaqPage.js';
import { LocationPage } from '../../packages/web-react/src/features/public/pages/LocationPage.js';
import type { StudioParameters } from '../.storybook/studio.js';
import { mobile } from '../.storybook/mobile.js';

const studio = (parameters: StudioParameters) => ({ studio: parameters });
const serverError = { code: 'server', message: 'Error del servidor', status: 500 };
const home = [{ path: '/', element: <PublicLayout><LandingPage /></PublicLayout> }];

const meta = { title: 'Public/Content pages' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Announcements: Story = {
  name: '/avisos',
  render: () => <PublicLayout><AnnouncementsPage /></PublicLayout>,
};
export const AnnouncementsEmpty: Story = {
  ...Announcements,
  name: '/avisos (vacío)',
  parameters: studio({ prepare: ({ api }) => (api.state.announcements.length = 0) }),
};
export const AnnouncementsLoading: Story = { ...Announcements, name: '/avisos (cargando)', parameters: studio({ pending: ['content.announcements'] }) };
export const AnnouncementsError: Story = {
  ...Announcements,
  name: '/avisos (error)',
  parameters: studio({ prepare: ({ api }) => api.failNext('content.announcements', serverError) }),
};
export const AnnouncementsMobile: Story = { ...Announcements, name: '/avisos (móvil)', globals: mobile };

const coach = (route: string, extra: StudioParameters = {}) =>
  studio({ path: '/coach/:coachId', route, routes: home, ...extra });

export const Coach: Story = { name: '/coach/1', render: () => <PublicLayout><CoachPage /></PublicLayout>, parameters: coach('/coach/1') };
export const CoachLoading: Story = { ...Coach, name: '/coach (cargando)', parameters: coach('/coach/1', { pending: ['catalog.instructor'] }) };
/** An unknown coach goes to the landing page. */
export const CoachNotFound: Story = { ...Coach, name: '/coach/999 (no existe)', parameters: coach('/coach/999') };
export const CoachMobile: Story = { ...Coach, name: '/coach/1 (móvil)', globals: mobile };

const cms = (route: string, extra: StudioParameters = {}) => studio({ path: '/:slug', route, ...extra });

export const Page: Story = { name: '/terminos', render: () => <PublicLayout><CmsPage /></PublicLayout>, parameters: cms('/terminos') };
export const PageEmpty: Story = {
  ...Page,
  name: '/privacidad (sin contenido)',
  parameters: cms('/privacidad', {
    prepare: ({ api }) => {
      const page = api.state.pages.find((p) => p.slug === 'privacidad');
      if (page) page.content = null;
    },
  }),
};
export const PageError: Story = {
  ...Page,
  name: '/terminos (error)',
  parameters: cms('/terminos', { prepare: ({ api }) => api.failNext('content.page', serverError) }),
};
export const PageLoading: Story = { ...Page, name: '/terminos (cargando)', parameters: cms('/terminos', { pending: ['content.page'] }) };
/** An unknown slug shows the landing page. */
export const PageUnknown: Story = { ...Page, name: '/no-existe (inicio)', parameters: cms('/no-existe') };
export const PageMobile: Story = { ...Page, name: '/terminos (móvil)', globals: mobile };

export const Location: Story = { name: '/ubicacion', render: () => <PublicLayout><LocationPage /></PublicLayout> };
export const LocationMobile: Story = { ...Location, name: '/ubicacion (móvil)', globals: mobile };
export const Faq: Story = { name: '/preguntas-frecuentes', render: () => <PublicLayout><FaqPage /></PublicLayout> };
