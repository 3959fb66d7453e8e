import type { Meta, StoryObj } from '@storybook/react-vite';
import { SETTINGS, SETTING_KEYS } from '@estudio/core';
import { demoFixtures } from '@estudio/core/testing';
import { PublicLayout } from '../../packages/web-react/src/chrome/PublicLayout/index.js';
import { LandingPage } from '../../packages/web-react/src/features/public/landing/LandingPage.js';
import type { StudioParameters } from '../.storybook/studio.js';
import { mobile } from '../.storybook/mobile.js';

const studio = (parameters: StudioParameters) => ({ studio: parameters });
const serverError = { code: 'server', message: 'No pudimos cargar esta sección. Inténtalo más tarde.', status: 500 };

const Landing = () => (
  <PublicLayout>
    <LandingPage />
  </PublicLayout>
);

const meta = { title: 'Public/LandingPage', component: Landing } satisfies Meta<typeof Landing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo studio: every section on, in the default order. */
export const DemoStudio: Story = {};

export const SignedIn: Story = { parameters: studio({ signedInAs: demoFixtures.accounts.socia.email }) };

/** Class types, coaches and announcements still loading: skeletons. */
export const Loading: Story = {
  parameters: studio({ pending: ['catalog.classTypes', 'catalog.homeInstructors', 'content.announcements'] }),
};

/** Sections without data render nothing; a failed load goes to the alert display. */
export const EmptyAndFailing: Story = {
  parameters: studio({
    prepare: ({ api }) => {
      api.state.announcements.length = 0;
      api.state.classTypes.length = 0;
      api.failNext('catalog.homeInstructors', serverError);
    },
  }),
};

/** Announcements first, then coaches, the hero last: the configured order rules. */
export const Reordered: Story = {
  parameters: studio({
    config: { announcements_order: '1', coaches_order: '2', about_order: '3', class_types_order: '4', mission_order: '5', hero_order: '6' },
  }),
};

export const OnlyHeroAndAbout: Story = {
  parameters: studio({
    config: {
      mission_enabled: 'false',
      class_types_enabled: 'false',
      coaches_enabled: 'false',
      landing_announcements_enabled: 'false',
      banner_enabled: 'false',
    },
  }),
};

/**
 * A new studio (an empty database, only its name set): the hero greets with
 * the business name and its button, the calendar says this week is empty
 * (it still advances, up to 8 weeks ahead, spec 4), the sections without
 * data render nothing.
 */
export const NewStudio: Story = {
  parameters: studio({
    config: { ...Object.fromEntries(SETTING_KEYS.map((key) => [key, SETTINGS[key].default])), business_name: 'Estudio Luna' },
    prepare: ({ api }) => {
      for (const list of [api.state.singleClasses, api.state.packages, api.state.classTypes, api.state.instructors, api.state.announcements, api.state.pages]) list.length = 0;
    },
  }),
};

/** Other studio colours fill the same theme contract. */
export const OtherColours: Story = {
  parameters: studio({
    config: { business_name: 'Barre Norte', primary: '#7b2cbf', 'primary-light': '#e0c3fc', accent: '#ff7b00', dark: '#240046', light: '#f8f5ff', navbar_logo: '', logo: '' },
  }),
};

/** home_checkout_package_id set: every class the schedule would reserve is a 'Comprar' of that package. */
export const SendsClassesToCheckout: Story = { parameters: studio({ config: { home_checkout_package_id: '3' } }) };

export const Mobile: Story = { globals: mobile };
export const MobileLoading: Story = { ...Loading, globals: mobile };
