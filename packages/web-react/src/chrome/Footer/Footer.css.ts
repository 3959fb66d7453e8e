import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const footer = style({
  marginTop: vars.space.xxl,
  background: vars.color.dark,
  color: vars.color.light,
});

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  paddingBlock: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const heading = style({
  fontSize: '0.85rem',
  letterSpacing: '0.12em',
  fontWeight: 700,
  color: vars.color.primaryLight,
  marginBottom: vars.space.md,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  color: vars.color.light,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

globalStyle(`${link} svg`, { flexShrink: 0 });

export const text = style({ margin: 0, lineHeight: 1.6, color: vars.color.light, opacity: 0.9 });

export const powered = style({
  borderTop: `1px solid ${vars.color.gray}`,
  paddingBlock: vars.space.md,
  // Room under the floating WhatsApp button on phones, so it never covers the strip.
  paddingBottom: 88,
  '@media': { 'screen and (min-width: 768px)': { paddingBottom: vars.space.md } },
  textAlign: 'center',
  fontSize: '0.85rem',
  color: vars.color.light,
  opacity: 0.8,
});

export const poweredName = style({ fontWeight: 700 });
