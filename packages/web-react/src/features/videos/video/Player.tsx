import { fill, messages, playerSource, type Video } from '@estudio/core';
import * as styles from '../videos.css.js';

/**
 * The player of spec 2 at 75% of the window's height (spec 9): a known
 * host's player (Vimeo, YouTube) in an iframe, an uploaded file in a video
 * element with its controls, or a line saying there is nothing to play.
 */
export const Player = ({ video }: { video: Video }) => {
  const source = playerSource(video);
  const title = fill(messages.videos.playerTitle, { name: video.name });
  if (source.kind === 'embed') {
    return (
      <iframe
        className={styles.player}
        src={source.src}
        title={title}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  if (source.kind === 'file') {
    return (
      <video className={styles.player} controls preload="metadata" aria-label={title} poster={video.thumbnail ?? undefined}>
        <source src={source.src} {...(source.type ? { type: source.type } : {})} />
      </video>
    );
  }
  return <p className={styles.noPlayer}>{messages.videos.noPlayer}</p>;
};
