import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const loadError = style({ margin: 0, color: vars.color.danger });
