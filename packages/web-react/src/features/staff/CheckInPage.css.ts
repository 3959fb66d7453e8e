import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: 640 });

export const heading = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const title = style({ fontSize: 'clamp(1.5rem, 5vw, 2rem)', fontWeight: 800, color: vars.color.dark });

export const number = style({ margin: 0, color: vars.color.textMuted });

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const cardTitle = style({ fontSize: '0.85rem', textTransform: 'uppercase', letterSpacing: '0.06em', color: vars.color.textMuted });

export const customer = style({ fontSize: '1.5rem', fontWeight: 800, color: vars.color.dark, margin: 0, overflowWrap: 'anywhere' });

export const classType = style({ fontSize: '1.3rem', fontWeight: 800, color: vars.color.dark, margin: 0 });

export const facts = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: vars.space.md, rowGap: vars.space.xs, margin: 0 });

export const term = style({ color: vars.color.textMuted });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const attendance = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const state = style({ margin: 0, fontSize: '1.1rem' });

export const stateValue = style({ fontWeight: 800 });

/** The one big button: easy to hit with a thumb while holding a phone. */
export const primary = style({ minHeight: 64, fontSize: '1.2rem' });

export const secondary = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' });

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontWeight: 600,
});

export const cash = style({ margin: 0, fontWeight: 600 });

export const rosterLink = style({ margin: 0, fontWeight: 600 });
