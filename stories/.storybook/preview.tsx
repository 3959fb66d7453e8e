import type { Preview } from '@storybook/react-vite';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { StudioFrame, type StudioParameters } from './studio.js';

/** The narrowest phone the app is built for (mobile first: 360 px). */
const viewports = {
  mobile360: { name: 'Móvil 360', styles: { width: '360px', height: '740px' }, type: 'mobile' as const },
  ...MINIMAL_VIEWPORTS,
};

const preview: Preview = {
  decorators: [
    (Story, context) => (
      <StudioFrame
        key={context.id}
        Story={Story}
        storyId={context.id}
        parameters={(context.parameters.studio as StudioParameters | undefined) ?? {}}
      />
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i } },
  },
  initialGlobals: { viewport: { value: undefined, isRotated: false } },
};

export default preview;
