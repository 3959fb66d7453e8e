import { lazy, Suspense, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { messages } from '@estudio/core';
import { useStudioConfig } from '../../../../app/services.js';
import { SECTION_IDS } from '../landing.rules.js';
import { CardSkeletons } from './CardSkeletons.js';
import { Section } from './Section.js';
import { useNearViewport } from './useNearViewport.js';
import * as styles from './Section.css.js';

// The package cards (prices, wording, the sanitiser) load when the section nears the viewport: the 100 KB budget of '/'.
const HomePackages = lazy(async () => ({ default: (await import('../../../packages/HomePackages.js')).HomePackages }));

/**
 * 'Paquetes' on the landing page (spec 2): the packages featured on the home
 * page under the studio's packages title, with a link to the whole list.
 * The section hides when the studio features none.
 */
export const PackagesSection = () => {
  const config = useStudioConfig();
  const { ref, near } = useNearViewport();
  const [empty, setEmpty] = useState(false);
  const hide = useCallback(() => setEmpty(true), []);
  if (empty) return null;
  const more = (
    <Link className={styles.more} to={config.files.packagesPath}>
      {messages.storefront.homeMore}
    </Link>
  );
  return (
    <Section id={SECTION_IDS.packages} title={config.files.packagesName} aside={more} tone="surface">
      <div ref={ref}>
        {near ? (
          <Suspense fallback={<CardSkeletons count={3} imageHeight={160} />}>
            <HomePackages onEmpty={hide} />
          </Suspense>
        ) : (
          <CardSkeletons count={3} imageHeight={160} />
        )}
      </div>
    </Section>
  );
};
