import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const text = style({ margin: 0, lineHeight: 1.6 });

export const strong = style({ margin: 0, fontWeight: 700 });

export const choices = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': { 'screen and (min-width: 480px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const failure = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontWeight: 600,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
});

export const term = style({ fontWeight: 600, color: vars.color.textMuted });

export const definition = style({ margin: 0, fontWeight: 600, color: vars.color.dark });
