import {
  activePenalty, fill, formatDate, formatDateTime, formatMoney, fullName, messages, purchaseBadge, studioTimeZone,
  type Customer, type Invoice, type ReservationPenalty, type Waitlist,
} from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { Button } from '../../../ui/Button/index.js';
import { useConfirm } from '../../../ui/ConfirmDialog/index.js';
import { PurchaseStatusBadge } from '../../purchases/PurchaseStatusBadge.js';
import { classSummary } from '../../reservations/shared/classInfo.rules.js';
import { useDeskCustomers } from '../DeskProvider.js';
import { useDeskAction } from '../shared/useDeskAction.js';
import { Empty, Section } from './Section.js';
import * as shared from '../shared/shared.css.js';
import * as styles from './CustomerScreen.css.js';

const text = messages.desk;

/** 'Listas de espera': her entries for classes still ahead. */
export const WaitlistsSection = ({ waitlists }: { waitlists: readonly Waitlist[] }) => {
  const { config } = useServices();
  const zone = studioTimeZone(config);
  return (
    <Section id="listas" title={text.sectionWaitlists}>
      {waitlists.length === 0 ? <Empty>{text.noWaitlists}</Empty> : null}
      <ul className={styles.list}>
        {waitlists.map((entry) => {
          const summary = classSummary(entry.single_class, zone);
          return (
            <li key={entry.waitlist_id} className={styles.item}>
              <div className={styles.itemMain}>
                <span className={styles.itemTitle}>{summary.typeName}</span>
                <span className={styles.itemDetail}>{[summary.dateTime, summary.location].join(' · ')}</span>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
};

/**
 * 'Penalizaciones': each with its reason and end; the active one (spec 4:
 * the one ending last while ahead) offers 'Quitar penalización', after
 * 'Precaución'.
 */
export const PenaltiesSection = ({ customer, penalties, onChanged }: { customer: Customer; penalties: readonly ReservationPenalty[]; onChanged: () => void }) => {
  const { clock, config } = useServices();
  const customers = useDeskCustomers();
  const confirm = useConfirm();
  const { busy, run } = useDeskAction();
  const zone = studioTimeZone(config);
  const active = activePenalty(penalties, clock.now(), zone);
  const lift = async (penalty: ReservationPenalty) => {
    if (!(await confirm({ message: fill(text.liftConfirm, { name: fullName(customer) }), okLabel: text.liftPenalty }))) return;
    await run(() => customers.liftPenalty(penalty.penalty_id), text.penaltyLifted, onChanged);
  };
  return (
    <Section id="penalizaciones" title={text.sectionPenalties}>
      {penalties.length === 0 ? <Empty>{text.noPenalties}</Empty> : null}
      <ul className={styles.list}>
        {penalties.map((penalty) => {
          const isActive = penalty.penalty_id === active?.penalty_id;
          const end = formatDate(penalty.end_date, zone);
          return (
            <li key={penalty.penalty_id} className={styles.item}>
              <div className={styles.itemMain}>
                <span className={styles.itemTitle}>{fill(isActive ? text.penaltyActive : text.penaltyEnded, { date: end })}</span>
                <span className={styles.itemDetail}>{fill(text.penaltyReason, { reason: penalty.reason })}</span>
              </div>
              {isActive ? (
                <div className={styles.itemActions}>
                  <span className={shared.badgeDanger}>{messages.purchases.statuses.active}</span>
                  <Button size="sm" variant="secondary" busy={busy} onClick={() => void lift(penalty)}>
                    {text.liftPenalty}
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Section>
  );
};

/** 'Cargos': her invoices with spec 4's badges. */
export const ChargesSection = ({ invoices }: { invoices: readonly Invoice[] }) => {
  const { config } = useServices();
  const zone = studioTimeZone(config);
  return (
    <Section id="cargos" title={text.sectionCharges}>
      {invoices.length === 0 ? <Empty>{text.noCharges}</Empty> : null}
      <ul className={styles.list}>
        {invoices.map((invoice) => (
          <li key={invoice.invoice_id} className={styles.item}>
            <div className={styles.itemMain}>
              <span className={styles.itemTitle}>{invoice.title}</span>
              <span className={styles.itemDetail}>{[formatDateTime(invoice.created_at, zone), formatMoney(invoice.total_payment)].join(' · ')}</span>
            </div>
            <PurchaseStatusBadge badge={purchaseBadge({ status: invoice.status }, zone)} />
          </li>
        ))}
      </ul>
    </Section>
  );
};
