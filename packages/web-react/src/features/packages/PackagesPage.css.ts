import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const page = style({ paddingBlock: vars.space.xl });
