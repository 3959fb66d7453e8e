import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/theme.css.js';
import { summary } from '../../../forms/forms.css.js';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The summary and the server's refusal look like the dynamic forms' summary: one alert style for every form. */
export const alert = summary;

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });
