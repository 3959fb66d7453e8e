import type { ReactElement } from 'react';
import { useLocation } from 'react-router';
import { lazyRoute } from '../../app/lazyRoute.js';
import { useStudioConfig } from '../../app/services.js';
import { LoadingScreen } from '../../ui/LoadingScreen/index.js';
import { messages } from '@estudio/core';

/** The Packages screen, loaded on demand. */
export const packagesPage = lazyRoute(async () => (await import('./PackagesPage.js')).PackagesPage, <LoadingScreen label={messages.ui.loading} />);

/** Props of {@link ConfiguredPath}. */
export interface ConfiguredPathProps {
  /** What the path is under: '' for the public site, '/mystudio' in the member area. */
  readonly base: string;
  /** What any other path shows. */
  readonly otherwise: ReactElement;
}

/**
 * The Packages screen lives at the studio's configured path (class_packages_path,
 * default '/paquetes', spec 2), which a static route table cannot name: this
 * element sits on the catch-all routes and shows the Packages screen when the
 * URL is that path, else what the route would have shown.
 */
export const ConfiguredPath = ({ base, otherwise }: ConfiguredPathProps) => {
  const { pathname } = useLocation();
  const config = useStudioConfig();
  const here = pathname.replace(/\/+$/, '');
  return here === `${base}${config.files.packagesPath}` ? packagesPage : otherwise;
};
