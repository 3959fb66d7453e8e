import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionTitle = style({ margin: 0, fontSize: '1.4rem', fontWeight: 700, color: vars.color.dark });

/** A responsive card grid: one column on phones, up to four on wide screens. */
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
