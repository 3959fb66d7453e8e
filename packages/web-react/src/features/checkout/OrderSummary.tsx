import type { ReactNode } from 'react';
import { messages, type AppliedDiscount, type ClassPackage } from '@estudio/core';
import { Card } from '../../ui/Card/index.js';
import { packageCardModel } from '../packages/packageCard.rules.js';
import { summaryLines } from './checkout.rules.js';
import * as styles from './checkout.css.js';

/** Props of {@link OrderSummary}. */
export interface OrderSummaryProps {
  readonly pkg: ClassPackage;
  readonly discount: AppliedDiscount | null;
  /** The discount box, when it is offered. */
  readonly children?: ReactNode;
}

/**
 * What is being bought: the package (picture, title, what it includes, in
 * the storefront's words) and the money, the total after a discount
 * (spec 5 'Discount maths': 2 decimals with thousands commas).
 */
export const OrderSummary = ({ pkg, discount, children }: OrderSummaryProps) => {
  const model = packageCardModel(pkg);
  const lines = summaryLines(pkg, discount);
  return (
    <Card as="section" className={styles.card} aria-labelledby="resumen-compra">
      <h2 id="resumen-compra" className={styles.sectionTitle}>
        {messages.checkoutPage.summaryTitle}
      </h2>
      {model.imageSrc ? <img className={styles.image} src={model.imageSrc} alt="" /> : null}
      <h3 className={styles.packageTitle}>{model.title}</h3>
      {model.every ? <p className={styles.muted}>{model.every}</p> : null}
      {model.facts.length > 0 ? (
        <ul className={styles.facts}>
          {model.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : null}
      {model.summary ? <p className={styles.muted}>{model.summary}</p> : null}
      <dl className={styles.lines}>
        <div className={styles.line}>
          <dt>{messages.checkoutPage.subtotal}</dt>
          <dd className={styles.amount}>{lines.subtotal}</dd>
        </div>
        {lines.discount ? (
          <div className={styles.line}>
            <dt>{lines.discount.label}</dt>
            <dd className={styles.amount}>{lines.discount.amount}</dd>
          </div>
        ) : null}
        <div className={styles.totalLine}>
          <dt>{messages.checkoutPage.total}</dt>
          <dd className={styles.amount}>{lines.total}</dd>
        </div>
      </dl>
      {children}
    </Card>
  );
};
