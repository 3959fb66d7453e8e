import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/theme.css.js';

/**
 * The chart's colours, from the theme, as CSS over recharts' own class
 * names: CSS outranks the SVG's presentation attributes, and the chart's
 * code then reads no theme value at run time (a lazy chunk that imports the
 * theme's `vars` makes the first load export them: 16 bytes of '/').
 */
export const chart = style({ width: '100%', height: '100%', color: vars.color.primary });

globalStyle(`${chart} .recharts-cartesian-grid line`, { stroke: vars.color.border });
globalStyle(`${chart} .recharts-cartesian-axis-line, ${chart} .recharts-cartesian-axis-tick-line`, { stroke: vars.color.border });
globalStyle(`${chart} .recharts-cartesian-axis-tick-value`, { fill: vars.color.textMuted, fontSize: 12 });
globalStyle(`${chart} .recharts-tooltip-cursor`, { fill: vars.color.light });
globalStyle(`${chart} .recharts-default-tooltip`, {
  background: `${vars.color.surface} !important`,
  borderColor: `${vars.color.border} !important`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
});
