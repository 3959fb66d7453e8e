import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const block = style({
  display: 'block',
  background: vars.color.border,
  borderRadius: vars.radius.md,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
