import { attendAllHandlers } from './attend-all.js';
import { customerListHandlers } from './customer-list.js';
import { customerUpdateHandlers } from './customer-update.js';
import { deskDaysHandlers } from './days.js';
import { historyHandlers } from './history.js';
import { penaltyLiftHandlers } from './penalty-lift.js';
import { rosterHandlers } from './roster.js';
import { summaryHandlers } from './summary.js';

/**
 * The front desk (issue 12): the customer list and 'Hoy', one customer's
 * page (summary, history, the admin's edit, lifting a penalty) and a class's
 * roster (its list, marking everyone attended).
 */
export const deskHandlers = {
  ...customerListHandlers,
  ...deskDaysHandlers,
  ...summaryHandlers,
  ...historyHandlers,
  ...customerUpdateHandlers,
  ...penaltyLiftHandlers,
  ...rosterHandlers,
  ...attendAllHandlers,
};
