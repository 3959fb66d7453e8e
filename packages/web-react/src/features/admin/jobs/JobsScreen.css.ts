import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';
import * as shared from '../shared/shared.css.js';

export const section = style({ marginBlock: vars.space.lg });

export const heading = style({ fontSize: '1.125rem', margin: `0 0 ${vars.space.sm}` });

export const list = shared.cardList;

export const row = shared.cardRow;

export const who = shared.cardWho;

export const name = style({ fontWeight: 700 });

export const muted = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

/** The error as the job threw it: kept whole, wrapping, never wider than a phone. */
export const error = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.text,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: '0.875rem',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0 });
