import { useEffect, type ReactNode } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { StudioConfig } from '@estudio/core';
import { vars } from './theme.css.js';
import { baseTokens, colorTokens } from './theme.values.js';

/** The full token values for a studio. */
export const themeFor = (appearance: StudioConfig['appearance']) => ({ ...baseTokens, color: colorTokens(appearance) });

/** Each configuration's values, made once: the colours are derived (tints, contrast), and the frame renders often. */
const computed = new WeakMap<StudioConfig['appearance'], Record<string, string>>();

/** The theme contract filled with the studio's values, as custom properties ('--name' to value). */
const themeVars = (appearance: StudioConfig['appearance']): Record<string, string> => {
  let values = computed.get(appearance);
  if (!values) {
    values = assignInlineVars(vars, themeFor(appearance)) as Record<string, string>;
    computed.set(appearance, values);
  }
  return values;
};

/**
 * The studio's theme as a style attribute's text, for the server to put on
 * the page's <html>: the browser's ThemeRoot then finds every value already
 * there and writes nothing (entry-server.tsx, issue 18).
 */
export const themeStyleText = (appearance: StudioConfig['appearance']): string =>
  Object.entries(themeVars(appearance))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');

/**
 * Sets the custom properties an element does not hold yet. A custom property
 * written on <html> makes the browser restyle the whole document, tens of
 * milliseconds on a phone: a server-rendered page already carries them.
 */
const applyVars = (element: HTMLElement, values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) {
    if (element.style.getPropertyValue(name) !== value) element.style.setProperty(name, value);
  }
};

/**
 * Fills the theme contract with the studio's colours at runtime. The values go
 * on <html> so portals (modals, alerts) see them too.
 */
export const ThemeRoot = ({ appearance, children }: { appearance: StudioConfig['appearance']; children: ReactNode }) => {
  useEffect(() => {
    applyVars(document.documentElement, themeVars(appearance));
  }, [appearance]);
  return <div style={themeVars(appearance)}>{children}</div>;
};
