import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';
import { navbarRow } from '../../theme/fragments.js';

const desktop = 'screen and (min-width: 860px)';

export const navbar = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
});

export const bar = style(navbarRow);

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  color: vars.color.dark,
  fontFamily: vars.font.heading,
  fontWeight: 800,
  fontSize: '1.25rem',
  letterSpacing: '-0.01em',
  textDecoration: 'none',
});

export const logo = style({ maxHeight: 44, maxWidth: 180, width: 'auto', objectFit: 'contain' });

export const links = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [desktop]: { display: 'flex' } },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.primaryLight, color: vars.color.dark } },
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const accountDesktop = style({ display: 'none', '@media': { [desktop]: { display: 'inline-flex' } } });

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.dark,
  cursor: 'pointer',
  '@media': { [desktop]: { display: 'none' } },
});

export const menuIcon = style({ width: 24, height: 24 });

export const mobileMenu = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  paddingBlock: vars.space.sm,
  '@media': { [desktop]: { display: 'none' } },
});

export const mobileList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const mobileLink = style([
  link,
  { display: 'flex', width: '100%', borderRadius: vars.radius.md, fontSize: '1.05rem', minHeight: 48 },
]);

export const mobileAccount = style({ paddingTop: vars.space.sm });
