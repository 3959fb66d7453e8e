import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';
import { floatingList } from '../../../theme/fragments.js';
import { visuallyHidden } from '../../../ui/Spinner/index.js';

export const root = style({ position: 'relative', width: '100%' });

export { visuallyHidden };

export const label = visuallyHidden;

export const input = style({
  width: '100%',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
});

export const menu = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  left: 0,
  right: 0,
  zIndex: vars.z.modal,
  maxHeight: 360,
  overflowY: 'auto',
  ...floatingList,
  selectors: { '&:empty': { display: 'none' } },
});

export const menuHidden = style({ display: 'none' });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 44,
  justifyContent: 'center',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
});

export const itemActive = style([item, { background: vars.color.light }]);

export const itemName = style({ fontWeight: 600 });

export const itemDetail = style({ fontSize: '0.85rem', color: vars.color.textMuted });

export const itemAll = style({ fontWeight: 600, color: vars.color.primary });

export const status = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  left: 0,
  right: 0,
  zIndex: vars.z.modal,
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
});
