import { packagesTitle } from '@estudio/core';
import { useStudioConfig } from '../../app/services.js';
import { Container } from '../../ui/Container/index.js';
import { PackagesScreen } from './PackagesScreen.js';
import * as styles from './PackagesPage.css.js';

/** The Packages screen in a page's width: public at the studio's packages path, and at /mystudio{path}. */
export const PackagesPage = () => {
  const config = useStudioConfig();
  return (
    <Container className={styles.page}>
      <PackagesScreen title={packagesTitle(config)} />
    </Container>
  );
};
