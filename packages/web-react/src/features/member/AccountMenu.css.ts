import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';
import { floatingList } from '../../theme/fragments.js';
import { navLink } from './member.css.js';

export const root = style({ position: 'relative' });

/** Reads as the navbar's links do; bold while one of its pages is the current one. */
export const trigger = style([
  navLink,
  {
    gap: vars.space.xs,
    border: 'none',
    background: 'transparent',
    font: 'inherit',
    fontWeight: 500,
    cursor: 'pointer',
    selectors: { '&[data-current]': { color: vars.color.primary, fontWeight: 700 } },
  },
]);

export const chevron = style({
  width: 16,
  height: 16,
  transition: 'transform 150ms ease',
  selectors: { '&[data-open="true"]': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** The open list, under the button, aligned to the bar's right end. */
export const panel = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xs})`,
  right: 0,
  minWidth: 240,
  ...floatingList,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const entry = style([
  navLink,
  {
    display: 'flex',
    width: '100%',
    border: 'none',
    background: 'transparent',
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    selectors: { '&:hover, &:focus-visible': { background: vars.color.primaryLight } },
  },
]);

/** 'Salir' after a rule, apart from the pages. */
export const signOutRow = style({
  marginTop: vars.space.xs,
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
});
