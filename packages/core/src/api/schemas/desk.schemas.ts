import { z } from 'zod';
import { ROLES, TEAM_ROLES } from '../access.rules.js';
import { CUSTOMER_LIST_MAX_PAGE, CUSTOMER_LIST_SORTS } from './desk-forms.schemas.js';
export {
  CUSTOMER_COUNT_CAP, CUSTOMER_LIST_MAX_PAGE, CUSTOMER_LIST_SORTS, CustomerAdminForm, CustomerAdminUpdateBody, CustomerCreateForm, TeamInviteBody, TeamRoleBody,
} from './desk-forms.schemas.js';
export type { CustomerListSort } from './desk-forms.schemas.js';
import { INT_MAX, limits } from './common.schemas.js';
import { AvailableClass, ReservationPenalty } from './catalogue.schemas.js';
import { Invoice, Purchase } from './purchases.schemas.js';
import { AdminClassReservation, ReservationCustomer, Waitlist } from './reservations.schemas.js';
import { ScheduleBound, SingleClass } from './schedule.schemas.js';

/**
 * The back office's front desk (issue 12): the customer list, the day's
 * classes and the team. The spec shows no admin screen, so these calls are
 * ours; each is in the route table like every other call.
 */


/**
 * GET /customer/admin/list: one page of the customer list. `query` matches
 * name, last name, both, e-mail or phone, ignoring case and accents (the
 * quick search's rule). `page` is 1-based.
 */
export const CustomerListQuery = z.object({
  query: z.string().trim().max(limits.shortText).optional(),
  page: z.coerce.number().int().min(1).max(INT_MAX).optional(),
  per_page: z.coerce.number().int().min(1).max(CUSTOMER_LIST_MAX_PAGE).optional(),
  sort: z.enum(CUSTOMER_LIST_SORTS).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
});
export type CustomerListQuery = z.infer<typeof CustomerListQuery>;

/** Her active membership as the list shows it: the package's title and when it ends. */
export const CustomerMembership = z.object({
  title: z.string(),
  /** When its access ends (ISO instant); null when it has no end (a running subscription). */
  expires_at: z.string().nullable(),
});
export type CustomerMembership = z.infer<typeof CustomerMembership>;

/** One row of the customer list. */
export const CustomerListRow = z.object({
  customer_id: z.number().int(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  /** When she signed up (ISO instant). */
  created_at: z.string(),
  /** The start of her latest past class booked and not marked as a no-show (ISO instant), if any. */
  last_visit: z.string().nullable(),
  /** In-person credits she can still use today; -1 when she holds unlimited classes. */
  credits_left: z.number().int(),
  /** Her newest active purchase that still gives access today, if any. */
  membership: CustomerMembership.nullable(),
});
export type CustomerListRow = z.infer<typeof CustomerListRow>;

export const CustomerListResponse = z.object({
  customers: z.array(CustomerListRow),
  /** How many customers match the query, over all pages; with `total_capped`, CUSTOMER_COUNT_CAP. */
  total: z.number().int(),
  /** True when a search matches more than CUSTOMER_COUNT_CAP customers: it stops counting there (absent: `total` is exact). */
  total_capped: z.boolean().optional(),
});
export type CustomerListResponse = z.infer<typeof CustomerListResponse>;

/**
 * GET /single_class/admin/days ('Hoy'): the classes of a range of days in
 * the studio's zone, as the schedule reads them, with each one's waitlist.
 * The range may span at most 31 days, as the schedule's.
 */
export const DeskDaysQuery = z.object({
  start_date: ScheduleBound.optional(),
  end_date: ScheduleBound.optional(),
  location_id: z.coerce.number().int().positive().max(INT_MAX).optional(),
});
export type DeskDaysQuery = z.infer<typeof DeskDaysQuery>;

/** A class as the front desk sees it: the schedule's class plus its waitlist. */
export const DeskClass = SingleClass.omit({ mine: true }).extend({
  waitlist_count: z.number().int(),
});
export type DeskClass = z.infer<typeof DeskClass>;

export const DeskDay = z.object({ date: z.iso.date(), classes: z.array(DeskClass) });
export type DeskDay = z.infer<typeof DeskDay>;

export const DeskDaysResponse = z.object({ days: z.array(DeskDay) });

/** One member of the studio's team ('Equipo'). */
export const TeamMember = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string(),
  last_name: z.string(),
  role: z.enum(TEAM_ROLES),
  /** True until she has chosen a password (the invitation's link is still unused). */
  invited: z.boolean(),
  /** When her account was made (ISO instant). */
  created_at: z.string(),
});
export type TeamMember = z.infer<typeof TeamMember>;

export const TeamResponse = z.object({ team: z.array(TeamMember) });
export const TeamMemberResponse = z.object({ member: TeamMember });


/**
 * GET /customer/admin/:id/summary: one customer's back-office page besides
 * her profile and reservations: purchases (newest first, every status),
 * credits she can still use (by class type, with expiry), penalties (newest
 * first; active while `end_date` is ahead), charges, and her waitlist
 * entries for classes still ahead.
 */
export const CustomerSummary = z.object({
  purchases: z.array(Purchase),
  credits: z.array(AvailableClass),
  penalties: z.array(ReservationPenalty),
  invoices: z.array(Invoice),
  waitlists: z.array(Waitlist),
});
export type CustomerSummary = z.infer<typeof CustomerSummary>;
export const CustomerSummaryResponse = z.object({ summary: CustomerSummary });


/** What the audit trail records (issue 12 'Historial'): one code a kind of action on a customer. */
export const AUDIT_ACTIONS = [
  'customer.create',
  'customer.update',
  'access.give',
  'access.revoke',
  'classes.remove',
  'purchase.paid',
  'purchase.sell',
  'subscription.cancel',
  'reservation.create',
  'reservation.cancel',
  'reservation.attendance',
  'reservation.payment',
  'reservation.guest',
  'waitlist.join',
  'waitlist.move',
  'waitlist.leave',
  'waitlist.promote',
  'penalty.create',
  'penalty.update',
  'penalty.delete',
  'penalty.lift',
  'team.invite',
  'team.role',
  'team.remove',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One line of a customer's history: who did what to her record, when, and what changed. */
export const AuditEntry = z.object({
  audit_id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  customer_id: z.number().int(),
  /** Who did it: a team member (her e-mail, name and role at the time). */
  actor: z.object({ uid: z.string(), email: z.string(), name: z.string(), role: z.enum(ROLES) }),
  /** When (ISO instant). */
  created_at: z.string(),
  /**
   * What changed, as plain facts: field → its value before and after (a
   * profile edit), or the action's own facts (package title, amount, class,
   * whether the credit went back...). Values are JSON scalars.
   */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null(), z.object({ from: z.unknown(), to: z.unknown() })])),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** GET /customer/admin/:id/history: newest first, 25 a page. */
export const HistoryQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).optional() });
export type HistoryQuery = z.infer<typeof HistoryQuery>;
export const HistoryResponse = z.object({ history: z.array(AuditEntry), total: z.number().int() });
export type HistoryResponse = z.infer<typeof HistoryResponse>;

/**
 * PUT /class_reservations/:id/cancel (staff): the desk cancels a customer's
 * reservation whatever the cancel window says, choosing whether her credit
 * goes back. The guest's place goes with it; the waitlist is told as when
 * she cancels herself.
 */
export const DeskCancelBody = z.object({ return_credit: z.boolean() });
export type DeskCancelBody = z.infer<typeof DeskCancelBody>;

/** A waitlist entry with who it is, for a class's roster. */
export const RosterWaitlistEntry = z.object({
  waitlist_id: z.number().int(),
  customer: ReservationCustomer,
  createdAt: z.string(),
});
export type RosterWaitlistEntry = z.infer<typeof RosterWaitlistEntry>;

/**
 * GET /single_class/:id/roster (staff): the class with its counts, every
 * reservation with its customer (live ones by booking order, then the
 * cancelled), and its waitlist in order.
 */
export const Roster = z.object({
  single_class: DeskClass,
  reservations: z.array(AdminClassReservation),
  waitlist: z.array(RosterWaitlistEntry),
});
export type Roster = z.infer<typeof Roster>;
export const RosterResponse = z.object({ roster: Roster });

/** PUT /single_class/:id/attendance (staff): 'Marcar todos como asistidos' (live reservations without a mark). */
export const AttendAllBody = z.object({ attend: z.literal(true) });
export type AttendAllBody = z.infer<typeof AttendAllBody>;
export const AttendAllResponse = z.object({ class_reservations: z.array(AdminClassReservation) });
