import type { StudioConfig } from '../config/config.model.js';
import { messages } from '../messages/index.js';
import type { CatalogPackage, PackagesScreen, TrialFacts } from './catalog.model.js';

/** Spec 4 'Trial packages' and spec 9: flagged is_trial, or 1 class with limit_per_customer 1. */
export const isTrialPackage = (pkg: TrialFacts): boolean =>
  pkg.is_trial || (pkg.class_amount === 1 && pkg.limit_per_customer === 1);

const byOrder = <P extends CatalogPackage>(packages: readonly P[]): P[] =>
  packages
    .map((pkg, index) => ({ pkg, index }))
    // Equal orders keep the order the API sent, so the page never reshuffles.
    .sort((a, b) => a.pkg.order - b.pkg.order || a.index - b.index)
    .map(({ pkg }) => pkg);

/**
 * The trial section (spec 2, first on the Packages screen): the trial
 * packages by order. A special event is never a trial, even one of 1 class
 * sold once per customer, which is how events are usually set up.
 */
export const trialSection = <P extends CatalogPackage>(packages: readonly P[]): P[] =>
  byOrder(packages.filter((pkg) => isTrialPackage(pkg) && !pkg.is_special_event));

/**
 * The in-page list (spec 2): without special events and packages with
 * limit_per_customer 1, and without the trials the section above already
 * shows, so no package appears twice; sorted by order.
 */
export const packageList = <P extends CatalogPackage>(packages: readonly P[]): P[] =>
  byOrder(
    packages.filter((pkg) => !pkg.is_special_event && pkg.limit_per_customer !== 1 && !isTrialPackage(pkg)),
  );

/** The Packages screen's sections, with 'No hay paquetes disponibles.' when both are empty. */
export function packagesScreen<P extends CatalogPackage>(packages: readonly P[]): PackagesScreen<P> {
  const trials = trialSection(packages);
  const list = packageList(packages);
  const emptyText = trials.length === 0 && list.length === 0 ? messages.content.noPackages : null;
  return { trials, list, emptyText };
}

/** The title above the list: class_packages_name, default 'Paquetes' (spec 2 'Packages screen'). */
export const packagesTitle = (config: Pick<StudioConfig, 'files'>): string => config.files.packagesName;
