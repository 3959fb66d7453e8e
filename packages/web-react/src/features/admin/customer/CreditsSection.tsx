import type { ReactNode } from 'react';
import { creditClassTypes, fill, hasClasses, formatDate, isExpired, messages, studioTimeZone, UNLIMITED_CLASSES, type AvailableClass } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { useResource } from '../../shared/useResource.js';
import { Empty, Section } from './Section.js';
import * as styles from './CustomerScreen.css.js';

const text = messages.desk;

/**
 * 'Créditos': what she can book now, a line per credit: how many classes
 * (or unlimited), for which class types, and until when. Expired and spent
 * credits are left out: the desk asks what she can still use.
 */
export const CreditsSection = ({ credits, actions }: { credits: readonly AvailableClass[]; actions: ReactNode }) => {
  const { api, clock, config } = useServices();
  const zone = studioTimeZone(config);
  const types = useResource('desk-class-types', () => api.catalog.classTypes(), { reportErrors: false });
  const typeName = new Map((types.status === 'ready' ? types.data : []).map((type) => [String(type.class_type_id), type.name]));
  const usable = credits.filter((credit) => !isExpired(credit.expiration_date, clock.now(), zone) && hasClasses(credit));
  return (
    <Section id="creditos" title={text.sectionCredits} actions={actions}>
      {usable.length === 0 ? <Empty>{text.noCredits}</Empty> : null}
      <ul className={styles.list}>
        {usable.map((credit) => {
          const ids = creditClassTypes(credit);
          const classes = credit.available_classes === UNLIMITED_CLASSES ? text.unlimited : fill(text.creditCount, { count: credit.available_classes });
          return (
            <li key={credit.available_class_id} className={styles.item}>
              <div className={styles.itemMain}>
                <span className={styles.itemTitle}>{classes}</span>
                <span className={styles.itemDetail}>{ids.length === 0 ? text.allClassTypes : ids.map((id) => typeName.get(id) ?? `#${id}`).join(', ')}</span>
              </div>
              <span className={styles.itemDetail}>{credit.expiration_date ? fill(text.expires, { date: formatDate(credit.expiration_date, zone) }) : text.noExpiry}</span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
};
