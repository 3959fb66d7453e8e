import { fill, messages, type SavedCardView } from '@estudio/core';
import { Button } from '../../ui/Button/index.js';
import { Card } from '../../ui/Card/index.js';
import * as styles from './paymentMethods.css.js';

/** Props of {@link SavedCardList}. */
export interface SavedCardListProps {
  readonly cards: readonly SavedCardView[];
  readonly onRemove: (card: SavedCardView) => void;
}

/**
 * The customer's saved cards (spec 3 'Saved card'): brand and last digits
 * ('Visa terminación 4242'), the day it was added, and 'Eliminar', named
 * after the card so a screen reader knows which one it deletes.
 */
export const SavedCardList = ({ cards, onRemove }: SavedCardListProps) => (
  <ul className={styles.cards} aria-label={messages.myPaymentMethods.listLabel}>
    {cards.map((card) => (
      <li key={card.id}>
        <Card className={styles.savedCard}>
          <div className={styles.cardText}>
            <span className={styles.cardLabel}>{card.label}</span>
            {card.addedOn ? <span className={styles.muted}>{card.addedOn}</span> : null}
          </div>
          <Button
            size="sm"
            variant="danger"
            aria-label={fill(messages.myPaymentMethods.removeLabel, { card: card.label })}
            onClick={() => onRemove(card)}
          >
            {messages.myPaymentMethods.remove}
          </Button>
        </Card>
      </li>
    ))}
  </ul>
);
