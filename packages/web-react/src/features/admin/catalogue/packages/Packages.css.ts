import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/theme.css.js';

export const headerActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** A fieldset of the package form: Precio, Clases y vigencia... */
export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: `0 0 ${vars.space.lg}`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: 700, fontSize: '1rem' });

/** Two fields side by side from a tablet's width, stacked on a phone. */
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

export const help = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem' });

/** 'Resumen del precio': read aloud when it changes (polite). */
export const summary = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.light,
  color: vars.color.dark,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const summaryTitle = style({ margin: 0, fontWeight: 700 });
export const summaryLine = style({ margin: 0 });

/** One row of 'Clases por tipo de clase'. */
export const typeRow = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  alignItems: 'end',
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
export const typeList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const muted = style({ color: vars.color.textMuted });
export const struck = style({ textDecoration: 'line-through', color: vars.color.textMuted, marginInlineStart: vars.space.xs });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: 2 });

/** 'Ordenar': a row's title and place, inside the kit's SortableList. */
export const orderTitle = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
export const orderPosition = style({ color: vars.color.textMuted, fontSize: '0.875rem', whiteSpace: 'nowrap' });

export const attendeeList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const attendee = style({ padding: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm });
export const attendeeName = style({ margin: 0, fontWeight: 700 });
export const attendeeMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem', overflowWrap: 'anywhere' });
export const orderFooter = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm, marginTop: vars.space.lg });
