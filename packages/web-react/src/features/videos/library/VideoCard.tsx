import { Link } from 'react-router';
import { fill, messages, type VideoCardView } from '@estudio/core';
import { Button } from '../../../ui/Button/index.js';
import * as styles from '../videos.css.js';

/** Props of {@link VideoCard}. */
export interface VideoCardProps {
  readonly card: VideoCardView;
  /** The featured video opens the page, larger. */
  readonly featured?: boolean;
  readonly busy?: boolean;
  readonly onToggleFavorite: () => void;
}

/** The favourite button, named for what a press does ('Quitar de favoritos: …' on a favourite). */
export const FavoriteButton = ({ favorite, busy, onClick, name }: { favorite: boolean; busy: boolean; onClick: () => void; name: string }) => (
  <Button
    size="sm"
    variant={favorite ? 'primary' : 'secondary'}
    busy={busy}
    onClick={onClick}
    aria-label={`${favorite ? messages.videos.removeFavorite : messages.videos.addFavorite}: ${name}`}
  >
    <span aria-hidden="true">{favorite ? '♥' : '♡'}</span>
  </Button>
);

/**
 * A video of the library (spec 2): the thumbnail (the studio's logo when it
 * has none), the title cut at 35 and the description at 60, the duration
 * and coach, its completed mark and the favourite toggle. The title links
 * to /mystudio/video/{id}.
 */
export const VideoCard = ({ card, featured = false, busy = false, onToggleFavorite }: VideoCardProps) => (
  <article className={featured ? styles.featuredCard : styles.card}>
    <div className={featured ? styles.featuredThumb : styles.thumb}>
      {card.thumbnail ? (
        <img
          src={card.thumbnail}
          alt={card.thumbnailIsLogo ? '' : fill(messages.videos.thumbnailAlt, { name: card.fullTitle })}
          className={card.thumbnailIsLogo ? styles.logoThumb : styles.thumbImage}
          loading={featured ? 'eager' : 'lazy'}
        />
      ) : null}
      {card.completed ? <span className={styles.badge}>{messages.videos.completedBadge}</span> : null}
    </div>
    <div className={styles.cardBody}>
      <h3 className={featured ? styles.featuredTitle : styles.cardTitle}>
        <Link to={card.href} className={styles.cardLink} title={card.fullTitle === card.title ? undefined : card.fullTitle}>
          {card.title}
        </Link>
      </h3>
      {card.description ? <p className={styles.cardDescription}>{card.description}</p> : null}
      <div className={styles.cardFooter}>
        <span className={styles.cardMeta}>{[card.duration, card.coach].filter(Boolean).join(' · ')}</span>
        <FavoriteButton favorite={card.favorite} busy={busy} onClick={onToggleFavorite} name={card.fullTitle} />
      </div>
    </div>
  </article>
);
