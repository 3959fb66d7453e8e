import { createContext, useContext, type ComponentType } from 'react';

/** Collects, during one server render, the source modules of the lazy screens it rendered. */
export const RenderedModules = createContext<Set<string> | null>(null);

/**
 * A lazy screen that, rendered on the server, adds its source module
 * ('src/features/…/X.tsx', tagged by the server build: vite.client-modules.ts)
 * to the render's set, so the page links that chunk's stylesheet and
 * preloads its code before any script runs. Server build only (lazyRoute).
 */
export const recordingModuleOf = (Screen: ComponentType): ComponentType => {
  const source = (Screen as { __clientModule?: string }).__clientModule;
  const Recorded = () => {
    const modules = useContext(RenderedModules);
    if (source !== undefined) modules?.add(source);
    return <Screen />;
  };
  return Recorded;
};
