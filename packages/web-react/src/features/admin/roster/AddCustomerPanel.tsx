import { useState } from 'react';
import {
  availableTotal, fill, fullName, isUnlimitedMember, messages, studioTimeZone, type Customer, type Roster,
} from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { Button } from '../../../ui/Button/index.js';
import { TextField } from '../../../ui/TextField/index.js';
import { useResource } from '../../shared/useResource.js';
import { useDeskCustomers } from '../DeskProvider.js';
import { SidePanel } from '../kit/SidePanel/index.js';
import { CustomerPicker } from '../shared/CustomerPicker.js';
import { useDeskAction } from '../shared/useDeskAction.js';
import { newSale, SaleFields, saleOf, type SaleDraft } from '../shared/SaleFields.js';
import { useSaleOptions } from '../shared/useSaleOptions.js';
import * as styles from './RosterScreen.css.js';

const text = messages.desk;

/** Props of {@link AddCustomerPanel}. */
export interface AddCustomerPanelProps {
  readonly open: boolean;
  readonly roster: Roster;
  readonly onClose: () => void;
  readonly onBooked: () => void;
}

/** Her credits as the desk reads them before booking: 'Clases ilimitadas', 'Créditos disponibles: 3', or none. */
const useCredits = (customer: Customer) => {
  const customers = useDeskCustomers();
  const { clock, config } = useServices();
  const summary = useResource(`desk-walk-in:${customer.customer_id}`, () => customers.summary(customer.customer_id), { reportErrors: false });
  if (summary.status !== 'ready') return null;
  const zone = studioTimeZone(config);
  if (isUnlimitedMember(customer, clock.now(), zone)) return 'unlimited' as const;
  return availableTotal(summary.data.credits, clock.now(), zone);
};

const WalkIn = ({ customer, roster, onDone, onChange }: { customer: Customer; roster: Roster; onDone: () => void; onChange: () => void }) => {
  const customers = useDeskCustomers();
  const { busy, run } = useDeskAction();
  const options = useSaleOptions();
  const credits = useCredits(customer);
  const [guest, setGuest] = useState('');
  const [spot, setSpot] = useState('');
  const [sale, setSale] = useState<SaleDraft | null>(null);
  const [packageError, setPackageError] = useState<string | null>(null);
  const draft = sale ?? newSale(options);
  const name = fullName(customer);
  /** Sells first when asked to; a refused sale books nothing. */
  const book = (withSale: boolean) => {
    const order = withSale ? saleOf(draft, customer.customer_id) : null;
    if (withSale && !order) return setPackageError(text.choosePackage);
    const reserve = () => customers.reserve({
      single_class_id: roster.single_class.single_class_id, customer_id: customer.customer_id, spot: spot.trim() || null, guest: guest.trim() || null,
    });
    void run(async () => {
      const sold = order ? await customers.sell(order) : null;
      return sold && !sold.ok ? sold : reserve();
    }, fill(text.walkInBooked, { name }), onDone);
  };
  const hasCredits = credits === 'unlimited' || (typeof credits === 'number' && credits > 0);
  return (
    <div className={styles.walkIn}>
      <p className={styles.walkInWho}>
        <strong>{name}</strong>
        <span>{credits === null ? messages.ui.loading : credits === 'unlimited' ? text.creditsUnlimited : credits > 0 ? fill(text.creditsAvailable, { count: credits }) : text.noCredits}</span>
      </p>
      <Button variant="ghost" onClick={onChange}>
        {text.changeCustomer}
      </Button>
      <TextField label={text.fieldSpot} name="spot" value={spot} onChange={setSpot} />
      <TextField label={text.fieldGuest} name="guest" value={guest} onChange={setGuest} />
      {hasCredits ? (
        <Button size="lg" block busy={busy} onClick={() => book(false)}>
          {text.bookWithCredit}
        </Button>
      ) : null}
      {credits !== null ? (
        <fieldset className={styles.sale}>
          <legend>{text.sellAndBook}</legend>
          <SaleFields options={options} draft={draft} packageError={packageError} onChange={(next) => { setPackageError(null); setSale(next); }} />
          <Button variant={hasCredits ? 'secondary' : 'primary'} size="lg" block busy={busy} disabled={!options.ready} onClick={() => book(true)}>
            {text.sellAndBook}
          </Button>
        </fieldset>
      ) : null}
    </div>
  );
};

/**
 * 'Agregar cliente' on a roster (issue 12): a walk-in. Find her, then book
 * her with her credit, or sell her a package on the spot and book; the desk
 * may book after the booking window closes (the server lets the team).
 */
export const AddCustomerPanel = ({ open, roster, onClose, onBooked }: AddCustomerPanelProps) => {
  const [customer, setCustomer] = useState<Customer | null>(null);
  const close = () => {
    setCustomer(null);
    onClose();
  };
  return (
    <SidePanel open={open} onClose={close} title={text.walkInTitle} description={text.walkInHelp}>
      {customer ? (
        <WalkIn customer={customer} roster={roster} onChange={() => setCustomer(null)} onDone={() => { close(); onBooked(); }} />
      ) : (
        <CustomerPicker onPick={setCustomer} />
      )}
    </SidePanel>
  );
};
