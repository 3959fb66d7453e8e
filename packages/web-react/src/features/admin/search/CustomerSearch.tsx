import { useEffect, useId, useState } from 'react';
import { useCombobox } from 'downshift';
import { useNavigate } from 'react-router';
import { fill, fullName, messages, type Customer } from '@estudio/core';
import { useDesk } from '../DeskProvider.js';
import { customersListPath, searchItems, type SearchItem, SEARCH_MIN_LENGTH } from './search.rules.js';
import * as styles from './CustomerSearch.css.js';

const text = messages.desk;
const DEBOUNCE_MS = 250;
const LIMIT = 8;

type Found = { readonly query: string; readonly status: 'ready'; readonly customers: readonly Customer[] } | { readonly query: string; readonly status: 'error' };

/** Asks the desk for customers matching `query` once typing pauses; answers that arrive late are dropped. */
const useFoundCustomers = (query: string): Found | null => {
  const desk = useDesk();
  const [found, setFound] = useState<Found | null>(null);
  useEffect(() => {
    if (query.length < SEARCH_MIN_LENGTH) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      void desk.search(query, LIMIT).then((result) => {
        if (current) setFound(result.ok ? { query, status: 'ready', customers: result.value } : { query, status: 'error' });
      });
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [desk, query]);
  return found?.query === query ? found : null;
};

/**
 * The customer search of every admin screen (issue 12): name, e-mail or
 * phone, ignoring case and accents (the server's rule). A combobox: arrows
 * move through the matches, Enter opens the highlighted customer, or the
 * whole list filtered by the text when none is highlighted.
 */
export const CustomerSearch = () => {
  const navigate = useNavigate();
  const inputId = useId();
  const [input, setInput] = useState('');
  const query = input.trim();
  const found = useFoundCustomers(query);
  const items = found?.status === 'ready' ? searchItems(found.customers, query) : [];
  const go = (item: SearchItem | null | undefined) => {
    if (!item) return;
    setInput('');
    void navigate(item.kind === 'customer' ? `/admin/clientes/${item.customer.customer_id}` : customersListPath(item.query));
  };
  const combo = useCombobox<SearchItem>({
    items,
    inputId,
    inputValue: input,
    itemToString: (item) => (item?.kind === 'customer' ? fullName(item.customer) : ''),
    onInputValueChange: ({ inputValue, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) setInput(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => go(selectedItem),
    selectedItem: null,
  });
  const searching = query.length >= SEARCH_MIN_LENGTH && found === null;
  const status = statusText(query, found, searching);
  return (
    <div className={styles.root}>
      <label {...combo.getLabelProps()} className={styles.label}>
        {text.searchLabel}
      </label>
      <input
        {...combo.getInputProps({
          onKeyDown: (event) => {
            if (event.key === 'Enter' && combo.highlightedIndex < 0 && query.length > 0) go({ kind: 'all', query });
          },
        })}
        type="search"
        className={styles.input}
        placeholder={text.searchPlaceholder}
        autoComplete="off"
      />
      <ul {...combo.getMenuProps()} className={combo.isOpen && query.length >= SEARCH_MIN_LENGTH ? styles.menu : styles.menuHidden}>
        {combo.isOpen
          ? items.map((item, index) => (
              <li
                key={item.kind === 'customer' ? item.customer.customer_id : 'all'}
                {...combo.getItemProps({ item, index })}
                className={combo.highlightedIndex === index ? styles.itemActive : styles.item}
              >
                {item.kind === 'customer' ? (
                  <>
                    <span className={styles.itemName}>{fullName(item.customer)}</span>
                    <span className={styles.itemDetail}>{[item.customer.email, item.customer.phone].filter(Boolean).join(' · ')}</span>
                  </>
                ) : (
                  <span className={styles.itemAll}>{fill(text.searchSeeAll, { query: item.query })}</span>
                )}
              </li>
            ))
          : null}
      </ul>
      <p role="status" className={combo.isOpen && status ? styles.status : styles.visuallyHidden}>
        {status}
      </p>
    </div>
  );
};

const statusText = (query: string, found: Found | null, searching: boolean): string => {
  if (searching) return text.searching;
  if (found?.status === 'error') return text.searchFailed;
  if (found?.status === 'ready' && found.customers.length === 0) return fill(text.searchNoResults, { query });
  return '';
};
