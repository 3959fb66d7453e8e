import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';
import { appShell, drawerBackdrop, drawerCloseButton, drawerPanel, stickyNavbar } from '../../theme/fragments.js';

const desktop = 'screen and (min-width: 960px)';
const tablet = 'screen and (min-width: 640px)';

export const shell = style(appShell);

export const navbar = style({ ...stickyNavbar, color: vars.color.text, borderTop: `4px solid ${vars.color.primary}` });

/** Phone: menu, brand and 'Salir' on a row, the search under them; desktop: one row. */
export const navbarInner = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gridTemplateAreas: '"menu brand" "search search"',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  '@media': {
    [desktop]: {
      gridTemplateColumns: '220px minmax(240px, 520px) 1fr',
      gridTemplateAreas: '"brand search actions"',
      gap: vars.space.lg,
      minHeight: vars.size.navbar,
      padding: `0 ${vars.space.lg}`,
    },
  },
});

const touchButton = {
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid currentColor`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
} as const;

export const menuButton = style({ ...touchButton, gridArea: 'menu', '@media': { [desktop]: { display: 'none' } } });

export const brand = style({
  gridArea: 'brand',
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

export const search = style({ gridArea: 'search', minWidth: 0 });

export const navbarActions = style({
  gridArea: 'actions',
  display: 'none',
  '@media': { [desktop]: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.sm } },
});

export const siteLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: 44, padding: `0 ${vars.space.sm}`, color: vars.color.text });

export const signOut = style(touchButton);

/** Phone: the page alone (the menu is in the drawer); desktop: the sidebar beside it. */
export const body = style({
  flex: 1,
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.md,
  '@media': {
    [tablet]: { padding: vars.space.lg },
    [desktop]: { gridTemplateColumns: '220px minmax(0, 1fr)', alignItems: 'start' },
  },
});

export const sidebar = style({
  display: 'none',
  '@media': { [desktop]: { display: 'block', position: 'sticky', top: `calc(${vars.size.navbar} + ${vars.space.lg})` } },
});

export const nav = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const navGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const navGroupTitle = style({
  margin: `0 ${vars.space.md}`,
  fontSize: '0.78rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.color.textMuted,
});

export const menu = style({ display: 'flex', flexDirection: 'column', gap: 2, margin: 0, padding: 0, listStyle: 'none' });

export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&[aria-current="page"]': { background: vars.color.surface, fontWeight: 700, color: vars.color.primary, boxShadow: vars.shadow.card },
  },
});

export const main = style({ minWidth: 0 });

export const drawerOverlay = style(drawerBackdrop);

export const drawer = style({ ...drawerPanel, left: 0, background: vars.color.background });

export const drawerHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

export const drawerTitle = style({ fontSize: '1.25rem', fontWeight: 700 });

export const drawerClose = style(drawerCloseButton);

export const drawerFooter = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, marginTop: 'auto' });

export const door = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.background,
});

export const doorCard = style({ width: '100%', maxWidth: 440, display: 'flex', flexDirection: 'column', gap: vars.space.md, textAlign: 'center' });

export const doorStudio = style({ margin: 0, fontWeight: 700, color: vars.color.primary });

export const doorTitle = style({ fontSize: '1.6rem', fontWeight: 800, color: vars.color.dark });

export const doorText = style({ margin: 0, color: vars.color.textMuted });

export const doorActions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const doorForm = style({ textAlign: 'left' });

/** A screen's title row: the heading, and its actions at the other end (under it on a phone). */
export const screenHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const screenTitle = style({ fontSize: 'clamp(1.5rem, 4vw, 2rem)', fontWeight: 800, color: vars.color.dark });

export const screenActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const screenSubtitle = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });

export const back = style({ margin: `0 0 ${vars.space.xs}` });
