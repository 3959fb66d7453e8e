import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '@estudio/core';
import { Card } from '../../ui/Card/index.js';
import type { CheckInView } from './checkIn.rules.js';
import * as styles from './CheckInPage.css.js';

const s = messages.staff;

const Fact = ({ term, children }: { term: string; children: ReactNode }) => (
  <>
    <dt className={styles.term}>{term}</dt>
    <dd className={styles.definition}>{children}</dd>
  </>
);

/** Who booked: name, e-mail and phone (links a phone can call or write to). */
export const CustomerCard = ({ view }: { view: CheckInView }) => (
  <Card as="section" className={styles.card} aria-labelledby="check-in-customer">
    <h2 id="check-in-customer" className={styles.cardTitle}>
      {s.customer}
    </h2>
    <p className={styles.customer}>
      <Link to={`/admin/clientes/${view.customerId}`}>{view.customerName}</Link>
    </p>
    <dl className={styles.facts}>
      <Fact term={s.email}>
        <a href={`mailto:${view.email}`}>{view.email}</a>
      </Fact>
      <Fact term={s.phone}>{view.phone ? <a href={`tel:${view.phone}`}>{view.phone}</a> : s.none}</Fact>
    </dl>
  </Card>
);

/** The class: its type, date and time in the studio's zone, coach, location, and the spot and guest of this reservation. */
export const ClassCard = ({ view }: { view: CheckInView }) => (
  <Card as="section" className={styles.card} aria-labelledby="check-in-class">
    <h2 id="check-in-class" className={styles.cardTitle}>
      {s.classTitle}
    </h2>
    <p className={styles.classType}>{view.summary.typeName}</p>
    <dl className={styles.facts}>
      <Fact term={s.dateTime}>{view.summary.dateTime}</Fact>
      <Fact term={s.coach}>{view.summary.coaches || s.none}</Fact>
      <Fact term={s.location}>{view.summary.location}</Fact>
      <Fact term={s.spot}>{view.spot ?? s.none}</Fact>
      <Fact term={s.guest}>{view.guest ?? s.none}</Fact>
    </dl>
    <p className={styles.rosterLink}>
      <Link to={`/admin/clases/${view.singleClassId}`}>{messages.desk.rosterTitle}</Link>
    </p>
  </Card>
);
