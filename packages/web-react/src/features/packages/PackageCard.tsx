import { messages } from '@estudio/core';
import { Button, ButtonLink } from '../../ui/Button/index.js';
import { SafeHtml } from '../../ui/SafeHtml/index.js';
import { visuallyHidden } from '../../ui/Spinner/index.js';
import type { PackageCardModel } from './packageCard.rules.js';
import * as styles from './PackageCard.css.js';

/** Props of {@link PackageCard}. */
export interface PackageCardProps {
  readonly model: PackageCardModel;
  /** /checkout/{id} exists: the button links it; otherwise it is shown disabled with a note. */
  readonly checkoutAvailable: boolean;
  readonly headingLevel?: 'h2' | 'h3';
  /** The picture loads at once and first (the first card of a page, in view when it opens: its largest paint), not when scrolled to. */
  readonly eager?: boolean;
}

/**
 * One package (spec 2 'Packages screen'): its picture, title, price (the
 * normal price struck through under a sale price, both said aloud), what it
 * includes, its short description, the full description on demand, and
 * 'Comprar' or 'Obtener Oferta'. A sold-out event offers nothing to buy.
 */
export const PackageCard = ({ model, checkoutAvailable, headingLevel: Heading = 'h3', eager = false }: PackageCardProps) => (
  <article className={styles.card} aria-label={model.title}>
    {model.imageSrc ? (
      <img className={styles.image} src={model.imageSrc} alt="" loading={eager ? 'eager' : 'lazy'} {...(eager ? { fetchPriority: 'high' as const } : {})} />
    ) : null}
    <div className={styles.body}>
      <Heading className={styles.title}>{model.title}</Heading>
      <p className={styles.price}>
        <span className={visuallyHidden}>{model.price.spoken}</span>
        <span className={styles.current} aria-hidden="true">
          {model.price.current}
        </span>
        {model.price.regular ? (
          <s className={styles.regular} aria-hidden="true">
            {model.price.regular}
          </s>
        ) : null}
        {model.every ? <span className={styles.every}>{model.every}</span> : null}
      </p>
      {model.facts.length > 0 ? (
        <ul className={styles.facts}>
          {model.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : null}
      {model.summary ? <p className={styles.summary}>{model.summary}</p> : null}
      {model.description ? (
        <details className={styles.details}>
          <summary className={styles.detailsSummary}>{messages.storefront.details}</summary>
          <SafeHtml html={model.description} />
        </details>
      ) : null}
      <div className={styles.footer}>
        {model.soldOut ? <span className={styles.badge}>{messages.storefront.soldOut}</span> : null}
        {model.placesLeft ? <p className={styles.note}>{model.placesLeft}</p> : null}
        {model.soldOut ? null : checkoutAvailable ? (
          <ButtonLink to={`/checkout/${model.id}`} block aria-label={model.actionName}>
            {model.actionLabel}
          </ButtonLink>
        ) : (
          <>
            <Button block disabled aria-label={model.actionName}>
              {model.actionLabel}
            </Button>
            <p className={styles.note}>{messages.booking.buySoon}</p>
          </>
        )}
      </div>
    </div>
  </article>
);
