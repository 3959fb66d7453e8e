import { messages } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { ButtonLink } from '../../../ui/Button/index.js';
import { Card } from '../../../ui/Card/index.js';
import { Container } from '../../../ui/Container/index.js';
import { EmptyState } from '../../../ui/EmptyState/index.js';
import { BUILT_MEMBER_SCREENS } from '../../member/memberScreens.js';
import { useResource } from '../../shared/useResource.js';
import { memberPackagesPath } from '../paths.js';
import { ListSkeleton } from '../shared/ListSkeleton.js';
import * as page from '../shared/page.css.js';
import { creditOrder, creditRow, type CreditRow } from './creditRow.rules.js';
import * as styles from './credits.css.js';

const m = messages.credits;

const CreditCard = ({ row }: { row: CreditRow }) => (
  <Card as="article" className={`${page.card} ${row.expired ? styles.expired : ''}`} aria-labelledby={`credit-${row.id}`}>
    <h2 id={`credit-${row.id}`} className={page.cardTitle}>
      {row.classTypes}
    </h2>
    <p className={page.cardDate}>
      <span className={styles.balance}>{row.balance}</span>
      <span className={page.cardTime}>{m.balanceLabel}</span>
    </p>
    <dl className={page.facts}>
      <dt className={page.term}>{m.timesLabel}</dt>
      <dd className={page.definition}>{row.times}</dd>
      <dt className={page.term}>{m.expirationLabel}</dt>
      <dd className={page.definition}>{row.expiration}</dd>
    </dl>
  </Card>
);

/**
 * /mystudio/creditos, 'Mis Créditos' (spec 2; only with
 * allow_restricted_class_types, see routes): each credit with the class
 * types it pays for, its allowed times, its balance and its expiration, and
 * '+ Créditos' to the packages once that screen exists.
 */
export const CreditsPage = () => {
  const { api, clock, config } = useServices();
  const credits = useResource('credits', () => api.credits.mine());
  const classTypes = useResource('classTypes', () => api.catalog.classTypes());
  const packagesPath = memberPackagesPath(config, BUILT_MEMBER_SCREENS);
  const now = clock.now();
  const ready = credits.status === 'ready' && classTypes.status !== 'loading';
  const types = classTypes.status === 'ready' ? classTypes.data : [];
  const rows = credits.status === 'ready' ? [...credits.data].sort(creditOrder(now, config.rules.timezone)).map((c) => creditRow(c, types, now, config)) : [];
  return (
    <Container className={page.page}>
      <header className={page.header}>
        <h1 className={page.title}>{m.title}</h1>
        {packagesPath ? (
          <div className={page.headerActions}>
            <ButtonLink to={packagesPath}>{m.addCredits}</ButtonLink>
          </div>
        ) : null}
      </header>
      {!ready && credits.status !== 'error' ? <ListSkeleton label={m.loading} rows={2} /> : null}
      {ready && rows.length === 0 ? <EmptyState message={m.empty} /> : null}
      {ready && rows.length > 0 ? (
        <ul className={styles.grid} aria-label={m.title}>
          {rows.map((row) => (
            <li key={row.id}>
              <CreditCard row={row} />
            </li>
          ))}
        </ul>
      ) : null}
    </Container>
  );
};

