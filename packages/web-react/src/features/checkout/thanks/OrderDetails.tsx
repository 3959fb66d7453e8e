import { Fragment } from 'react';
import { fill, messages } from '@estudio/core';
import { ButtonLink } from '../../../ui/Button/index.js';
import { Card } from '../../../ui/Card/index.js';
import { SafeHtml } from '../../../ui/SafeHtml/index.js';
import * as badgeStyles from '../../reservations/shared/StatusBadge.css.js';
import type { OrderLine, OrderView } from './thanks.rules.js';
import * as styles from './thanks.css.js';

const t = messages.checkoutPage;

const Lines = ({ lines }: { lines: readonly OrderLine[] }) => (
  <dl className={styles.details}>
    {lines.map((line) => (
      <Fragment key={line.label}>
        <dt className={styles.term}>{line.label}</dt>
        <dd className={styles.value}>{line.value}</dd>
      </Fragment>
    ))}
  </dl>
);

/** The payment method with its instructions (sanitised HTML), and the bank details of a cash payment. */
const HowToPay = ({ order }: { order: OrderView }) =>
  order.method ? (
    <section className={styles.box} aria-labelledby="orden-metodo">
      <h2 id="orden-metodo" className={styles.sectionTitle}>
        {t.orderMethod}: {order.method.name}
      </h2>
      {order.method.instructions ? <SafeHtml html={order.method.instructions} /> : null}
      {order.bank.length > 0 ? (
        <>
          <h3 className={styles.sectionTitle}>{t.bankTitle}</h3>
          <Lines lines={order.bank} />
        </>
      ) : null}
    </section>
  ) : null;

/**
 * The order confirmation's content (spec 2 '/gracias'): 'Orden #00{id}',
 * the package, date, account, status, classes, the total paid, how to pay,
 * the renewal line, the paid package's content and the way to the member
 * area.
 */
export const OrderDetails = ({ order }: { order: OrderView }) => (
  <Card as="article" className={styles.card} aria-labelledby="orden-titulo">
    <h1 id="orden-titulo" className={styles.title}>
      {order.title}
    </h1>
    <p className={styles.intro}>{t.thanksIntro}</p>
    <dl className={styles.details}>
      <dt className={styles.term}>{t.orderPackage}</dt>
      <dd className={styles.value}>{order.packageTitle}</dd>
      <dt className={styles.term}>{t.orderDate}</dt>
      <dd className={styles.value}>{order.date}</dd>
      <dt className={styles.term}>{t.orderAccount}</dt>
      <dd className={styles.value}>{order.email}</dd>
      <dt className={styles.term}>{t.orderStatus}</dt>
      <dd className={styles.value}>
        <span className={`${badgeStyles.badge} ${badgeStyles.tone[order.badge.tone]}`}>{order.badge.label}</span>
      </dd>
      {order.classes ? (
        <>
          <dt className={styles.term}>{t.orderClasses}</dt>
          <dd className={styles.value}>{order.classes}</dd>
        </>
      ) : null}
    </dl>
    <p className={styles.total}>{order.totalPaid}</p>
    {order.benefits ? <p className={styles.text}>{order.benefits}</p> : null}
    {order.nextCharge ? <p className={styles.text}>{order.nextCharge}</p> : null}
    {order.download ? (
      <p className={styles.text}>
        <a href={order.download.url} target="_blank" rel="noopener noreferrer" download>
          {fill(messages.myPurchases.downloadLabel, { name: order.download.name })}
        </a>
      </p>
    ) : null}
    <HowToPay order={order} />
    <ButtonLink to="/mystudio" size="lg" block>
      {messages.purchases.goToMyStudio}
    </ButtonLink>
  </Card>
);
