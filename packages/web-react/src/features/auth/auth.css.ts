import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

/** The centred column the auth screens sit in (inside the public chrome). */
export const page = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.xl} ${vars.space.md}`,
});

/** A screen over a full-bleed background image (/login, /registro). */
export const backdrop = style({
  position: 'relative',
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `${vars.space.xl} ${vars.space.md}`,
  background: vars.color.dark,
  overflow: 'hidden',
});

/** The decorative background image of a backdrop. */
export const backdropImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  opacity: 0.55,
});

export const panel = style({
  position: 'relative',
  width: '100%',
  maxWidth: 440,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const widePanel = style({ maxWidth: 640 });

export const title = style({ fontSize: '1.75rem', color: vars.color.dark, textAlign: 'center' });

export const intro = style({ margin: 0, color: vars.color.textMuted, textAlign: 'center' });

export const logo = style({ maxHeight: 72, maxWidth: 220, margin: '0 auto', objectFit: 'contain' });

export const brand = style({ fontSize: '1.5rem', fontWeight: 700, color: vars.color.primary, textAlign: 'center', margin: 0 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** Two fields side by side on wide screens, stacked on phones. */
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { 'screen and (min-width: 560px)': { gridTemplateColumns: '1fr 1fr' } },
});

/** The failure of the last submit, inline under the form's title. */
export const failure = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontWeight: 500,
});

/** A confirmation that stays on screen after the alert hides. */
export const success = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.successSurface,
  color: vars.color.success,
  fontWeight: 500,
});

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: '0.95rem',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  fontWeight: 600,
});
