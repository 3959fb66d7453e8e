import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

/** Readable typography for whatever HTML the studio writes in its CMS. */
export const prose = style({ lineHeight: 1.7, overflowWrap: 'anywhere', color: vars.color.text });

globalStyle(`${prose} > * + *`, { marginTop: vars.space.md });
globalStyle(`${prose} h1, ${prose} h2, ${prose} h3`, { marginTop: vars.space.lg });
globalStyle(`${prose} p, ${prose} ul, ${prose} ol`, { marginBottom: 0 });
globalStyle(`${prose} img, ${prose} video, ${prose} iframe`, { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.md });
globalStyle(`${prose} a`, { color: vars.color.primary, textDecoration: 'underline' });
globalStyle(`${prose} table`, { width: '100%', borderCollapse: 'collapse', display: 'block', overflowX: 'auto' });
globalStyle(`${prose} td, ${prose} th`, { border: `1px solid ${vars.color.border}`, padding: vars.space.sm });
