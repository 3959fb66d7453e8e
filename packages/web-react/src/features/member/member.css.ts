import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';
import { appShell, navbarRow, stickyNavbar } from '../../theme/fragments.js';

const desktop = 'screen and (min-width: 960px)';

export const shell = style(appShell);

export const main = style({ flex: 1, padding: `${vars.space.lg} 0 ${vars.space.xxl}` });

export const navbar = style(stickyNavbar);

export const navbarInner = style(navbarRow);

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  fontWeight: 700,
  fontSize: '1.2rem',
  color: vars.color.primary,
  textDecoration: 'none',
});

export const brandLogo = style({ maxHeight: 40, maxWidth: 180, objectFit: 'contain' });

/** The desktop links; phones use the drawer instead. */
export const desktopNav = style({
  display: 'none',
  '@media': { [desktop]: { display: 'flex', alignItems: 'center', gap: vars.space.xs } },
});

export const navList = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontWeight: 500,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.primary },
    '&[aria-current="page"]': { color: vars.color.primary, fontWeight: 700 },
  },
});

/** The drawer's opener, on phones only. */
export const menuButton = style({
  '@media': { [desktop]: { display: 'none' } },
});

export const drawerOverlay = style({ position: 'fixed', inset: 0, background: vars.color.overlay, zIndex: vars.z.drawer });

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  right: 0,
  zIndex: vars.z.drawer,
  width: 'min(320px, 86vw)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  overflowY: 'auto',
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  selectors: { '&:focus': { outline: 'none' } },
});

export const drawerHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

export const drawerTitle = style({ fontSize: '1.25rem', fontWeight: 700 });

export const drawerGroupTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: '0.85rem',
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});

export const drawerList = style({ display: 'flex', flexDirection: 'column', listStyle: 'none', margin: 0, padding: 0 });

export const drawerClose = style({
  minWidth: 44,
  minHeight: 44,
  border: 'none',
  background: 'transparent',
  fontSize: '1.75rem',
  lineHeight: 1,
  color: vars.color.textMuted,
  cursor: 'pointer',
});
