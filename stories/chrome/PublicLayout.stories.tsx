import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoFixtures } from '@estudio/core/testing';
import { PublicLayout } from '../../packages/web-react/src/chrome/PublicLayout/index.js';
import { Container } from '../../packages/web-react/src/ui/Container/index.js';
import { mobile } from '../.storybook/mobile.js';

const Page = () => (
  <PublicLayout>
    <Container>
      <h1 style={{ paddingBlock: 48 }}>Contenido de la página</h1>
      <p style={{ minHeight: 600 }}>El banner arriba de la barra, la página, el pie y el botón de WhatsApp.</p>
    </Container>
  </PublicLayout>
);

const meta = { title: 'Chrome/PublicLayout', component: Page } satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};
export const SignedIn: Story = { parameters: { studio: { signedInAs: demoFixtures.accounts.socia.email } } };
export const WithoutBannerOrWhatsApp: Story = { parameters: { studio: { config: { banner_enabled: 'false', whatsapp_widget: 'false' } } } };
export const Mobile: Story = { globals: mobile };
