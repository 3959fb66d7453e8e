import { useEffect, useState } from 'react';
import { fill, fullName, messages, type Customer } from '@estudio/core';
import { Button } from '../../../ui/Button/index.js';
import { useDesk } from '../DeskProvider.js';
import { SearchInput } from '../kit/SearchInput/index.js';
import { useDebouncedValue } from '../kit/useTableUrlState/index.js';
import { SEARCH_MIN_LENGTH } from '../search/search.rules.js';
import * as styles from './CustomerPicker.css.js';

const text = messages.desk;

type Found = { readonly query: string; readonly customers: readonly Customer[] | null };

/**
 * Finds a customer to act for (a walk-in, a sale): the quick search by name,
 * e-mail or phone, each match a button 'Elegir a {name}'.
 */
export const CustomerPicker = ({ onPick }: { onPick: (customer: Customer) => void }) => {
  const desk = useDesk();
  const [typed, setTyped] = useState('');
  const query = useDebouncedValue(typed.trim());
  const [found, setFound] = useState<Found | null>(null);
  useEffect(() => {
    if (query.length < SEARCH_MIN_LENGTH) return undefined;
    let current = true;
    void desk.search(query, 10).then((result) => {
      if (current) setFound({ query, customers: result.ok ? result.value : null });
    });
    return () => {
      current = false;
    };
  }, [desk, query]);
  const shown = found?.query === query && query.length >= SEARCH_MIN_LENGTH ? found : null;
  return (
    <div className={styles.root}>
      <SearchInput label={text.searchLabel} value={typed} onChange={setTyped} placeholder={text.searchPlaceholder} autoFocus />
      <p role="status" className={styles.status}>
        {shown?.customers === null ? text.searchFailed : shown?.customers.length === 0 ? fill(text.searchNoResults, { query }) : ''}
      </p>
      {shown?.customers && shown.customers.length > 0 ? (
        <ul className={styles.list}>
          {shown.customers.map((customer) => (
            <li key={customer.customer_id} className={styles.item}>
              <span className={styles.who}>
                <span className={styles.name}>{fullName(customer)}</span>
                <span className={styles.detail}>{[customer.email, customer.phone].filter(Boolean).join(' · ')}</span>
              </span>
              <Button variant="secondary" aria-label={fill(text.chooseCustomer, { name: fullName(customer) })} onClick={() => onPick(customer)}>
                {text.choose}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
