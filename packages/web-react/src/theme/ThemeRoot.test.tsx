import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeFakeServices } from '../testing/index.js';
import { ThemeRoot, themeStyleText } from './ThemeRoot.js';

const { appearance } = makeFakeServices().config;
const root = document.documentElement;

afterEach(() => {
  root.removeAttribute('style');
  vi.restoreAllMocks();
});

describe('ThemeRoot', () => {
  it("puts the studio's custom properties on <html>, for portals, and on its own element", () => {
    const { container } = render(<ThemeRoot appearance={appearance}><p>hola</p></ThemeRoot>);
    const [name, value] = themeStyleText(appearance).split(';')[0]!.split(/:(.*)/);
    expect(root.style.getPropertyValue(name!)).toBe(value);
    expect((container.firstElementChild as HTMLElement).style.getPropertyValue(name!)).toBe(value);
  });

  it('writes nothing on <html> when the server already put the theme there', () => {
    root.setAttribute('style', themeStyleText(appearance));
    const write = vi.spyOn(CSSStyleDeclaration.prototype, 'setProperty');
    render(<ThemeRoot appearance={appearance}><p>hola</p></ThemeRoot>);
    expect(write.mock.contexts.filter((declaration) => declaration === root.style)).toHaveLength(0);
  });

  it('writes only the values that differ, as after a change of colours', () => {
    root.setAttribute('style', themeStyleText(appearance));
    const changed = { ...appearance, colors: { ...appearance.colors, primary: '#123456' } };
    const write = vi.spyOn(CSSStyleDeclaration.prototype, 'setProperty');
    render(<ThemeRoot appearance={changed}><p>hola</p></ThemeRoot>);
    const written = write.mock.calls.filter((_, i) => write.mock.contexts[i] === root.style).map(([name]) => name);
    const before = new Map(themeStyleText(appearance).split(';').map((pair) => pair.split(/:(.*)/) as [string, string]));
    const after = themeStyleText(changed).split(';').map((pair) => pair.split(/:(.*)/) as [string, string]);
    expect(written.length).toBeGreaterThan(0);
    expect(written).toEqual(after.filter(([name, value]) => before.get(name) !== value).map(([name]) => name));
  });
});
