import { useEffect, type ReactNode } from 'react';
import { assignInlineVars, setElementVars } from '@vanilla-extract/dynamic';
import type { StudioConfig } from '@estudio/core';
import { vars } from './theme.css.js';
import { baseTokens, colorTokens } from './theme.values.js';

/** The full token values for a studio. */
export const themeFor = (appearance: StudioConfig['appearance']) => ({ ...baseTokens, color: colorTokens(appearance) });

/**
 * Fills the theme contract with the studio's colours at runtime. The values go
 * on <html> so portals (modals, alerts) see them too.
 */
export const ThemeRoot = ({ appearance, children }: { appearance: StudioConfig['appearance']; children: ReactNode }) => {
  useEffect(() => {
    setElementVars(document.documentElement, vars, themeFor(appearance));
  }, [appearance]);
  return <div style={assignInlineVars(vars, themeFor(appearance))}>{children}</div>;
};
