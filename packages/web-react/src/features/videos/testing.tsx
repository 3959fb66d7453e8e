import type { RenderWithServicesOptions } from '../../testing/index.js';
import { renderMemberScreen } from '../reservations/testing/render.js';

/**
 * Renders a video screen through the member routes, signed in as the socia
 * unless told otherwise. The promotional popup is off: its modal, due once
 * a day, would cover the screen these tests read.
 */
export const renderVideoScreen = (route: string, options: RenderWithServicesOptions = {}) =>
  renderMemberScreen(route, { ...options, config: { popup_presencial_enabled: 'false', ...options.config } });
