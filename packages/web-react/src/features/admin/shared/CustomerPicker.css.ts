import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const status = style({ margin: 0, color: vars.color.textMuted, selectors: { '&:empty': { display: 'none' } } });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const who = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const name = style({ fontWeight: 600 });

export const detail = style({ fontSize: '0.85rem', color: vars.color.textMuted, overflowWrap: 'anywhere' });
