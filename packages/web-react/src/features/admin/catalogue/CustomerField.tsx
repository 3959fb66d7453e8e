import { useId, useState, type ReactNode } from 'react';
import { fullName, messages, type Customer } from '@estudio/core';
import { Button } from '../../../ui/Button/index.js';
import { CustomerPicker } from '../shared/CustomerPicker.js';
import * as styles from './CatalogueLists.css.js';

const text = messages.deskLists;

/** Who a new penalty or credit is for: her name and e-mail. */
export type ChosenCustomer = Pick<Customer, 'customer_id' | 'name' | 'last_name' | 'email'>;

/**
 * The customer of a new penalty or credit (/admin 'Penalizaciones',
 * 'Créditos'): the desk's `CustomerPicker` until one is chosen, then her
 * name with 'Cambiar'. `error` ('Elige a la clienta.') shows beside it;
 * an existing record's customer (`fixed`) cannot change, as the API says.
 */
export const CustomerField = ({ chosen, onChoose, error, fixed = false }: {
  readonly chosen: ChosenCustomer | null;
  readonly onChoose: (customer: ChosenCustomer | null) => void;
  readonly error?: string | null;
  readonly fixed?: boolean;
}) => {
  const labelId = useId();
  const errorId = useId();
  return (
    <div className={styles.customerField} role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
      <span id={labelId} className={styles.customerLabel}>{text.penaltyCustomer}</span>
      {chosen ? (
        <div className={styles.chosen}>
          <span className={styles.chosenWho}>
            <strong>{fullName(chosen)}</strong>
            <span className={styles.chosenDetail}>{chosen.email}</span>
          </span>
          {fixed ? null : <Button variant="secondary" onClick={() => onChoose(null)}>{text.changeCustomer}</Button>}
        </div>
      ) : (
        <CustomerPicker onPick={(customer) => onChoose(customer)} />
      )}
      {error ? <p id={errorId} className={styles.error}>{error}</p> : null}
    </div>
  );
};

/**
 * The customer of a penalty or credit panel: the field (fixed when the
 * record already has one), `reset` for when the panel closes, and
 * `withCustomer`, which runs a create for the chosen customer or, with none
 * chosen, says 'Elige a la clienta.' beside the field and sends nothing.
 */
export const useCustomerChoice = (given: ChosenCustomer | null) => {
  const [customer, setCustomer] = useState<ChosenCustomer | null>(given);
  const [missing, setMissing] = useState(false);
  const field: ReactNode = (
    <CustomerField
      chosen={customer}
      fixed={given !== null}
      onChoose={(chosen) => {
        setCustomer(chosen);
        setMissing(false);
      }}
      error={missing && !customer ? text.pickCustomer : null}
    />
  );
  const reset = () => {
    setCustomer(given);
    setMissing(false);
  };
  const withCustomer = async <T,>(create: (chosen: ChosenCustomer) => Promise<T>): Promise<T | undefined> => {
    if (customer) return create(customer);
    setMissing(true);
    return undefined;
  };
  return { field, reset, withCustomer };
};
