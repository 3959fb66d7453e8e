import { style } from '@vanilla-extract/css';

export const icon = style({ width: 22, height: 22 });
