/**
 * Makes `window.matchMedia` answer as a screen `width` px wide (jsdom has
 * none, so views read the phone layout by default). Returns the undo.
 */
export const installViewport = (width = 1280): (() => void) => {
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  const minWidth = (query: string) => Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Number.NaN);
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: minWidth(query) <= width,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  return () => {
    if (original) Object.defineProperty(window, 'matchMedia', original);
    else Reflect.deleteProperty(window, 'matchMedia');
  };
};
