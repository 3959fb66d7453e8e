import { bannerTarget, messages } from '@estudio/core';
import { useStudioConfig } from '../../../../app/services.js';
import { buttonClass, ButtonLink } from '../../../../ui/Button/index.js';
import { Container } from '../../../../ui/Container/index.js';
import { visuallyHidden } from '../../../../ui/Spinner/index.js';
import { SECTION_IDS } from '../landing.rules.js';
import * as styles from './HeroSection.css.js';

/** The hero's button: inside the app for its own links, a new window for others. */
const HeroButton = ({ text, link }: { text: string; link: string }) => {
  const config = useStudioConfig();
  // The same rule as the banner: the studio's domain or a path stays in the app; non-web links are refused.
  const target = bannerTarget(config, link);
  if (target === null || text.trim() === '') return null;
  if (target.kind === 'internal') {
    return (
      <ButtonLink to={target.path} size="lg" className={styles.cta}>
        {text}
      </ButtonLink>
    );
  }
  return (
    <a href={target.url} target="_blank" rel="noopener noreferrer" className={buttonClass({ size: 'lg' }, styles.cta)}>
      {text}
      <span className={visuallyHidden}> {messages.chrome.newWindow}</span>
    </a>
  );
};

/** The hero (spec 2): image or video behind the title, the tagline and a button. */
export const HeroSection = () => {
  const { title, tagline, buttonText, buttonLink, image, video } = useStudioConfig().sections.hero;
  // A hero with neither a title nor a picture has nothing to show.
  if (title.trim() === '' && !image && !video) return null;
  return (
    <section id={SECTION_IDS.hero} className={styles.hero} aria-labelledby={title.trim() ? 'hero-titulo' : undefined}>
      {video ? (
        <video className={styles.media} src={video} poster={image ?? undefined} autoPlay muted loop playsInline aria-hidden="true" />
      ) : image ? (
        <img className={styles.media} src={image} alt="" />
      ) : null}
      <div className={styles.shade} aria-hidden="true" />
      <Container>
        <div className={styles.content}>
          {title.trim() ? (
            <h1 id="hero-titulo" className={styles.title}>
              {title}
            </h1>
          ) : null}
          {tagline.trim() ? <p className={styles.tagline}>{tagline}</p> : null}
          <HeroButton text={buttonText} link={buttonLink} />
        </div>
      </Container>
    </section>
  );
};
