import { Link } from 'react-router';
import { messages } from '@estudio/core';
import { useStudioConfig } from '../../app/services.js';
import { visuallyHidden } from '../../ui/Spinner/index.js';
import { useScrolledPast } from '../useScrolledPast.js';
import { bannerContent, isScrolledPastBanner } from './banner.rules.js';
import * as styles from './Banner.css.js';

/** The optional banner above the public navbar (spec 2, Navigation and chrome). */
export const Banner = () => {
  const config = useStudioConfig();
  const scrolledPast = useScrolledPast(isScrolledPastBanner);
  const banner = bannerContent(config);
  if (banner === null || scrolledPast) return null;
  const { text, target } = banner;
  return (
    <div className={styles.banner} data-testid="studio-banner">
      {target === null ? (
        <span>{text}</span>
      ) : target.kind === 'internal' ? (
        <Link to={target.path} className={styles.link}>
          {text}
        </Link>
      ) : (
        <a href={target.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
          {text}
          <span className={visuallyHidden}> {messages.chrome.newWindow}</span>
        </a>
      )}
    </div>
  );
};
