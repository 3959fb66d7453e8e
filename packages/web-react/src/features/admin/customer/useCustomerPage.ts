import type { Customer, CustomerSummary } from '@estudio/core';
import type { ResourceState } from '../../shared/useResource.js';
import { useDesk, useDeskCustomers } from '../DeskProvider.js';
import { useRetryable } from '../shared/useRetryable.js';

/** One customer's record and summary, each reloadable after an action changes it. */
export interface CustomerPageData {
  readonly customer: ResourceState<Customer>;
  readonly summary: ResourceState<CustomerSummary>;
  readonly reloadCustomer: () => void;
  readonly reloadSummary: () => void;
  /** After an action that changes purchases and credits alike (a sale, a grant). */
  readonly reloadAll: () => void;
}

/** Loads the customer page's data: her record (profile) and her summary (purchases, credits, penalties, charges, waitlists). */
export const useCustomerPage = (customerId: number): CustomerPageData => {
  const desk = useDesk();
  const customers = useDeskCustomers();
  const customer = useRetryable(`desk-customer:${customerId}`, () => desk.customer(customerId));
  const summary = useRetryable(`desk-summary:${customerId}`, () => customers.summary(customerId));
  return {
    customer: customer.state,
    summary: summary.state,
    reloadCustomer: customer.reload,
    reloadSummary: summary.reload,
    reloadAll: () => {
      customer.reload();
      summary.reload();
    },
  };
};
