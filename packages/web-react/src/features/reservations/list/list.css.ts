import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const rules = style({ display: 'flex', flexDirection: 'column', gap: 2, margin: 0, padding: 0, listStyle: 'none', color: vars.color.textMuted });

export const badge = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 2,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  minWidth: 140,
});

export const badgeLabel = style({ fontSize: '0.8rem', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em', color: vars.color.textMuted });

export const badgeValue = style({ fontSize: '1.5rem', fontWeight: 800, color: vars.color.primary, lineHeight: 1.1 });

export const badgeDetail = style({ fontSize: '0.9rem', color: vars.color.text });

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const tableActions = style({ flexWrap: 'nowrap' });

export const pager = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: vars.space.xs });

export const pagerList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const gap = style({ display: 'inline-flex', alignItems: 'center', minHeight: 44, padding: `0 ${vars.space.xs}`, color: vars.color.textMuted });

export const guestCell = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' });
