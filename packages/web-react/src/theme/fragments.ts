import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './theme.css.js';

/*
 * Style fragments several screens draw the same way, laid into their own
 * `style()` calls (with their own additions), so one look has one source.
 */

/** A full-height page column whose main part grows between navbar and footer. */
export const appShell = {
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
} satisfies StyleRule;

/** A navbar kept at the top while the page scrolls, over the content. */
export const stickyNavbar = {
  position: 'sticky',
  top: 0,
  zIndex: vars.z.navbar,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
} satisfies StyleRule;

/** A navbar's row: brand at one end, links and actions at the other, at the theme's navbar height. */
export const navbarRow = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.navbar,
} satisfies StyleRule;

/** A coach's square portrait, rounded and raised. */
export const portrait = {
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  background: vars.color.light,
} satisfies StyleRule;

/** A coach's motto, set off by the primary colour's rule on its left. */
export const pullQuote = {
  margin: `0 0 ${vars.space.md}`,
  paddingLeft: vars.space.md,
  borderLeft: `4px solid ${vars.color.primary}`,
  fontStyle: 'italic',
  color: vars.color.dark,
} satisfies StyleRule;

/** A side drawer over the page (the member area's and the back office's menus on a phone); each adds its side. */
export const drawerPanel = {
  position: 'fixed',
  top: 0,
  bottom: 0,
  zIndex: vars.z.drawer,
  width: 'min(320px, 86vw)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  overflowY: 'auto',
  boxShadow: vars.shadow.raised,
  selectors: { '&:focus': { outline: 'none' } },
} satisfies StyleRule;

/** The dimmed page behind a drawer. */
export const drawerBackdrop = { position: 'fixed', inset: 0, background: vars.color.overlay, zIndex: vars.z.drawer } satisfies StyleRule;

/** A drawer's '×' close button, a 44 px target. */
export const drawerCloseButton = {
  minWidth: 44,
  minHeight: 44,
  border: 'none',
  background: 'transparent',
  fontSize: '1.75rem',
  lineHeight: 1,
  color: vars.color.textMuted,
  cursor: 'pointer',
} satisfies StyleRule;

/** A list floating over the page under its control (a menu, a search's matches): raised, bordered, unbulleted; each adds its place. */
export const floatingList = {
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
} satisfies StyleRule;
