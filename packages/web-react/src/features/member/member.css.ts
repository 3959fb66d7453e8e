import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';
import { appShell, drawerBackdrop, drawerCloseButton, drawerPanel, navbarRow } from '../../theme/fragments.js';

const desktop = 'screen and (min-width: 960px)';

/**
 * No scroll anchoring, as in the public chrome: the banner hides at 1000 px
 * (spec 9) and shrinks the sticky header; with anchoring the browser would
 * scroll back across the line and the banner would flip forever.
 */
export const shell = style({ ...appShell, overflowAnchor: 'none' });

/** Banner and navbar stay together at the top while scrolling. */
export const header = style({ position: 'sticky', top: 0, zIndex: vars.z.navbar });

export const main = style({ flex: 1, padding: `${vars.space.lg} 0 ${vars.space.xxl}` });

export const navbar = style({ background: vars.color.surface, boxShadow: vars.shadow.card });

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

export const drawerOverlay = style(drawerBackdrop);

export const drawer = style({ ...drawerPanel, right: 0, background: vars.color.surface });

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

export const drawerClose = style(drawerCloseButton);
