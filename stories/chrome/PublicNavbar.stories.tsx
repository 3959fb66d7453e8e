import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoFixtures } from '@estudio/core/testing';
import { PublicNavbar } from '../../packages/web-react/src/chrome/PublicNavbar/index.js';
import type { StudioParameters } from '../.storybook/studio.js';
import { mobile } from '../.storybook/mobile.js';

const studio = (parameters: StudioParameters) => ({ studio: parameters });

const meta = { title: 'Chrome/PublicNavbar', component: PublicNavbar } satisfies Meta<typeof PublicNavbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};
export const SignedIn: Story = { parameters: studio({ signedInAs: demoFixtures.accounts.socia.email }) };
export const BusinessNameWithoutLogo: Story = { parameters: studio({ config: { navbar_logo: '', logo: '' } }) };
export const AboutDisabled: Story = { parameters: studio({ config: { about_enabled: 'false' } }) };

/** How the packages link will look once the packages screen exists (a later slice). */
export const WithPackagesScreen: Story = {
  args: { available: { landingSections: ['about', 'schedule'], packagesPage: true, classTypePage: false } },
  parameters: studio({ config: { class_packages_name: 'Membresías', schedule_enabled: 'true' } }),
};

export const Mobile: Story = { globals: mobile };
export const MobileSignedIn: Story = { globals: mobile, parameters: studio({ signedInAs: demoFixtures.accounts.socia.email }) };
