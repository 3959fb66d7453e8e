import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';
import { appShell, navbarRow, stickyNavbar } from '../../theme/fragments.js';

const desktop = 'screen and (min-width: 960px)';

export const shell = style(appShell);

export const navbar = style({ ...stickyNavbar, color: vars.color.text, borderTop: `4px solid ${vars.color.primary}` });

export const navbarInner = style(navbarRow);

export const brand = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  minHeight: 44,
  paddingBlock: vars.space.xs,
  color: 'inherit',
  textDecoration: 'none',
});

export const studioName = style({ fontWeight: 800, fontSize: '1.15rem' });

export const area = style({ fontSize: '0.85rem', textTransform: 'uppercase', letterSpacing: '0.06em', color: vars.color.textMuted });

export const signOut = style({
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid currentColor`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
});

/** Mobile first: the menu (when there is one) sits above the page; from 960 px, beside it. */
export const body = style({
  flex: 1,
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
  '@media': { [desktop]: { gridTemplateColumns: '220px 1fr', alignItems: 'start' } },
});

export const bodySingle = style({ '@media': { [desktop]: { gridTemplateColumns: '1fr' } } });

export const menu = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { background: vars.color.surface, fontWeight: 700, color: vars.color.primary } },
});

export const main = style({ minWidth: 0 });

export const door = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.background,
});

export const doorCard = style({ maxWidth: 440, display: 'flex', flexDirection: 'column', gap: vars.space.md, textAlign: 'center' });

export const doorStudio = style({ margin: 0, fontWeight: 700, color: vars.color.primary });

export const doorTitle = style({ fontSize: '1.6rem', fontWeight: 800, color: vars.color.dark });

export const doorText = style({ margin: 0, color: vars.color.textMuted });

export const doorActions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const homeTitle = style({ fontSize: 'clamp(1.6rem, 5vw, 2.2rem)', fontWeight: 800, color: vars.color.dark });
