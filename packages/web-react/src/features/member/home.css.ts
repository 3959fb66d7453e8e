import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const home = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const greeting = style({ fontSize: '2rem', color: vars.color.dark });

export const subtitle = style({ margin: 0, color: vars.color.textMuted });

export const warning = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.surface,
});

export const warningLine = style({ margin: 0 });

export const stepsTitle = style({ fontSize: '1.25rem', marginBottom: vars.space.md });

export const steps = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const stepLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 88,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.dark,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.primary, boxShadow: vars.shadow.raised } },
});
