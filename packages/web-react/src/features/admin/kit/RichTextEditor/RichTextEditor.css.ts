import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/theme.css.js';

/** The editor's frame: the toolbar over the text, drawn as the other fields' control. */
export const frame = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
  selectors: {
    '&:focus-within': { borderColor: vars.color.primary, boxShadow: `0 0 0 3px ${vars.color.primaryLight}` },
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tool = style({
  minWidth: 44,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: '0.9rem',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.border },
    '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 1 },
    '&[aria-pressed="true"]': { background: vars.color.primaryLight, borderColor: vars.color.primary },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const linkRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const content = style({ padding: `${vars.space.sm} ${vars.space.md}` });

/** The editable area: at least a few lines, the text's lists indented as on the public pages. */
export const editable = style({
  minHeight: 140,
  outline: 'none',
  fontFamily: vars.font.body,
  fontSize: '1rem',
  color: vars.color.text,
  lineHeight: 1.5,
  // What Tiptap's own stylesheet would set: spaces kept as typed, long words wrapped.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'break-word',
});
globalStyle(`${editable} p`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${editable} ul, ${editable} ol`, { paddingLeft: '1.5rem', margin: `0 0 ${vars.space.sm}` });
globalStyle(`${editable} a`, { color: vars.color.primary, textDecoration: 'underline' });

export const loading = style({ minHeight: 200, display: 'flex', alignItems: 'center', padding: vars.space.md, color: vars.color.textMuted });
