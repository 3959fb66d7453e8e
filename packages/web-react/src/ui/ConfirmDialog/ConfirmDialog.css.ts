import { style } from '@vanilla-extract/css';

export const message = style({ fontSize: '1rem', lineHeight: 1.6 });
