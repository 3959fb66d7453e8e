import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

/** A native select keeps the platform's accessible picker on phones. */
export const select = style({
  appearance: 'none',
  paddingRight: 44,
  backgroundImage: `linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%)`,
  backgroundPosition: `calc(100% - 22px) 50%, calc(100% - 16px) 50%`,
  backgroundSize: '6px 6px, 6px 6px',
  backgroundRepeat: 'no-repeat',
  cursor: 'pointer',
  color: vars.color.text,
});
