import { messages } from '@estudio/core';
import { useStudioConfig } from '../../../app/services.js';
import { buttonClass } from '../../../ui/Button/index.js';
import { visuallyHidden } from '../../../ui/Spinner/index.js';
import { ContentPage } from './ContentPage.js';
import * as styles from './LocationPage.css.js';

/** A maps search for an address, opened in a new window. */
export const mapsSearchUrl = (location: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location.trim())}`;

/** /ubicacion (spec 2): the title 'Ubicación', the studio's address and a link to a map. */
export const LocationPage = () => {
  const location = useStudioConfig().contact.location?.trim() ?? '';
  return (
    <ContentPage title={messages.publicPages.locationTitle}>
      {location ? (
        <>
          <address className={styles.address}>{location}</address>
          <a href={mapsSearchUrl(location)} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: 'secondary' })}>
            {messages.publicPages.openMap}
            <span className={visuallyHidden}> {messages.chrome.newWindow}</span>
          </a>
        </>
      ) : null}
    </ContentPage>
  );
};
