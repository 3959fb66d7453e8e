import { useId } from 'react';
import { messages, packagesScreen, type ClassPackage } from '@estudio/core';
import { EmptyState } from '../../ui/EmptyState/index.js';
import { HydrationTurn } from '../../ui/HydrationTurn/index.js';
import { Skeleton, SkeletonGroup } from '../../ui/Skeleton/index.js';
import { visuallyHidden } from '../../ui/Spinner/index.js';
import { publicAvailability } from '../public/available.js';
import { PackageCard } from './PackageCard.js';
import { packageCardModel, specialEvents } from './packageCard.rules.js';
import { usePackages } from './usePackages.js';
import * as styles from './PackagesScreen.css.js';

/** Props of {@link PackagesScreen}. */
export interface PackagesScreenProps {
  /** The list's title: class_packages_name (default 'Paquetes'). */
  readonly title: string;
}

/**
 * Package cards in a responsive grid; 'Comprar' links the checkout once it
 * exists. `first`: the grid opens the page, so its first picture loads at once.
 */
export const PackageGrid = ({ packages, first = false }: { packages: readonly ClassPackage[]; first?: boolean }) => (
  <ul className={styles.grid}>
    {packages.map((pkg, index) => (
      // Each card hydrates in a turn of its own (issue 18: TBT); a package shows once per page.
      <HydrationTurn key={pkg.class_package_id} id={`paquete-${pkg.class_package_id}`}>
        {(turn) => (
          <li {...turn}>
            <PackageCard model={packageCardModel(pkg)} checkoutAvailable={publicAvailability.checkoutPage === true} eager={first && index === 0} />
          </li>
        )}
      </HydrationTurn>
    ))}
  </ul>
);

const Part = ({ title, packages, first = false }: { title: string; packages: readonly ClassPackage[]; first?: boolean }) => {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <PackageGrid packages={packages} first={first} />
    </section>
  );
};

const Loading = () => (
  <SkeletonGroup label={messages.ui.loading}>
    <div className={styles.grid}>
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} height={320} />
      ))}
    </div>
  </SkeletonGroup>
);

/**
 * The Packages screen (spec 2), public at the studio's packages path and in
 * the member area: the trial classes first ('Clases de Prueba'), then the
 * list under the studio's title (no special events, no packages sold once
 * per customer, by order), then the special events, which the spec keeps
 * out of the list but a studio still sells. 'No hay paquetes disponibles.'
 * when there is nothing to buy. The page's h1 (the studio's title) is read
 * first by screen readers; to the eye the title heads the list.
 */
export const PackagesScreen = ({ title }: PackagesScreenProps) => {
  // The page says it failed in place; an alert as well would say it twice.
  const packages = usePackages({ reportErrors: false });
  const heading = <h1 className={visuallyHidden}>{title}</h1>;
  if (packages.status !== 'ready') {
    return (
      <div className={styles.screen}>
        {heading}
        <section className={styles.section}>
          <p className={styles.sectionTitle} aria-hidden="true">
            {title}
          </p>
          {packages.status === 'loading' ? <Loading /> : <EmptyState message={messages.content.loadError} />}
        </section>
      </div>
    );
  }
  const screen = packagesScreen(packages.data);
  const events = specialEvents(packages.data);
  return (
    <div className={styles.screen}>
      {heading}
      {screen.trials.length > 0 ? <Part title={messages.packages.trialTitle} packages={screen.trials} first /> : null}
      {screen.list.length > 0 ? <Part title={title} packages={screen.list} first={screen.trials.length === 0} /> : null}
      {events.length > 0 ? <Part title={messages.storefront.eventsTitle} packages={events} first={screen.trials.length + screen.list.length === 0} /> : null}
      {screen.emptyText && events.length === 0 ? <EmptyState message={screen.emptyText} /> : null}
    </div>
  );
};
