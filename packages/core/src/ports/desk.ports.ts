import type { Result } from '../shared/result.js';
import type { ClassTypeBody, ClassTypeRow, ClassTypeUpdateBody } from '../api/schemas/catalogue.schemas.js';
import type { Customer, CustomerCreateBody, GiveAccessBody } from '../api/schemas/customer.schemas.js';
import type {
  CustomerAdminUpdateBody,
  CustomerListQuery,
  CustomerListResponse,
  CustomerSummary,
  DeskDay,
  DeskDaysQuery,
  HistoryResponse,
  Roster,
  TeamInviteBody,
  TeamMember,
} from '../api/schemas/desk.schemas.js';
import type { CatalogueListQuery, LocationBody, ReservationPenalty, Tag, TagBody } from '../api/schemas/catalogue.schemas.js';
import type { Location } from '../api/schemas/content.schemas.js';
import type { InstructorDetail } from '../api/schemas/catalogue.schemas.js';
import type { Announcement, Page } from '../api/schemas/content.schemas.js';
import type { AnnouncementBody, AnnouncementUpdateBody, PageBody, PageUpdateBody } from '../api/schemas/content-forms.schemas.js';
import type { InstructorBody, InstructorUpdateBody } from '../api/schemas/instructor-forms.schemas.js';
import type { ClassPackage, ClassPackageBody, ClassPackageUpdateBody, PackageAttendee } from '../api/schemas/packages.schemas.js';
import type {
  AvailableClassBody, ClassCategory, ClassCategoryBody, CreditListRow, PenaltyListRow, Program, ProgramBody, ReservationPenaltyBody,
} from '../api/schemas/catalogue.schemas.js';
import type { Purchase } from '../api/schemas/purchases.schemas.js';
import type { AdminDiscount } from '../api/schemas/packages.schemas.js';
import type { DiscountBody, DiscountUpdateBody, PaymentMethodBody, PaymentMethodUpdateBody } from '../api/schemas/commerce-forms.schemas.js';
import type { PaymentMethod } from '../api/schemas/purchases.schemas.js';
import type { AdminClassReservation, ClassReservation, ReservationUpdateBody, ReservationsAdminQuery, ReserveBody } from '../api/schemas/reservations.schemas.js';
import type { TeamRole } from '../api/access.rules.js';
import type { DeskVideosApi } from './desk-videos.ports.js';
import type { DeskCustomFieldsApi, DeskFormsApi } from './desk-forms.ports.js';

/**
 * The back office's front desk (issue 12): what /admin reads and writes
 * about customers, the day's classes and the team. Only the admin area binds
 * it, so no customer's bundle carries it.
 */
export interface DeskApi {
  /** GET /customer/admin/list: one page of the customer list and the total. */
  customers(query: CustomerListQuery): Promise<Result<CustomerListResponse>>;
  /** GET /customer/admin/{id}: one customer, whole. */
  customer(id: number): Promise<Result<Customer>>;
  /** GET /customer/query: the quick search by name, e-mail or phone. */
  search(text: string, limit?: number): Promise<Result<Customer[]>>;
  /** POST /customer: registers a customer; she gets an e-mail to choose her password. */
  createCustomer(body: CustomerCreateBody): Promise<Result<Customer>>;
  /** GET /single_class/admin/days: classes with booked places, capacity and waitlist. */
  days(query: DeskDaysQuery): Promise<Result<DeskDay[]>>;
  /** GET /team. */
  team(): Promise<Result<TeamMember[]>>;
  /** POST /team. */
  invite(body: TeamInviteBody): Promise<Result<TeamMember>>;
  /** PUT /team/{uid}. */
  setRole(uid: string, role: TeamRole): Promise<Result<TeamMember>>;
  /** DELETE /team/{uid}: she stays a customer. */
  removeMember(uid: string): Promise<Result<void>>;
}

/** A desk sale (POST /checkout): the package, the customer, the method, a code, and whether the money is in hand. */
export interface DeskSale {
  readonly class_package_id: number;
  readonly customer_id: number;
  readonly payment_method_id?: number | null;
  readonly discountCode?: string | null;
  /** False records a cash sale still to be paid ('Marcar como pagado' grants it later). */
  readonly paid?: boolean;
}

/**
 * One customer's page and a class's roster (issue 12): what the desk reads
 * and does for a customer. Staff may call all of it but giving access,
 * revoking it, removing classes and editing the profile (admin only; the
 * server answers 403).
 */
export interface DeskCustomerApi {
  summary(customerId: number): Promise<Result<CustomerSummary>>;
  history(customerId: number, page?: number): Promise<Result<HistoryResponse>>;
  updateCustomer(customerId: number, body: CustomerAdminUpdateBody): Promise<Result<Customer>>;
  giveAccess(body: GiveAccessBody): Promise<Result<Purchase>>;
  revokeAccess(purchaseId: number): Promise<Result<Purchase>>;
  removeClasses(customerId: number, amount: number): Promise<Result<{ removed: number; remaining: number }>>;
  markPaid(purchaseId: number): Promise<Result<Purchase>>;
  cancelSubscription(purchaseId: number, reason: string): Promise<Result<Purchase>>;
  /** POST /checkout at the desk: answers the purchase's id. */
  sell(sale: DeskSale): Promise<Result<{ purchase_id: number }>>;
  reservations(query: ReservationsAdminQuery): Promise<Result<AdminClassReservation[]>>;
  /** POST /class_reservations for her (`customer_id`); the team may book outside the booking window. */
  reserve(body: ReserveBody & { readonly customer_id: number }): Promise<Result<ClassReservation>>;
  cancelReservation(reservationId: number, returnCredit: boolean): Promise<Result<AdminClassReservation>>;
  updateReservation(reservationId: number, body: ReservationUpdateBody): Promise<Result<AdminClassReservation>>;
  liftPenalty(penaltyId: number): Promise<Result<ReservationPenalty>>;
  roster(singleClassId: number): Promise<Result<Roster>>;
  attendAll(singleClassId: number): Promise<Result<AdminClassReservation[]>>;
  promote(waitlistId: number): Promise<Result<AdminClassReservation>>;
}

/** A page of an admin catalogue list: its rows and how many match over all pages. */
export interface CataloguePage<Row> {
  readonly rows: readonly Row[];
  readonly total: number;
}

/**
 * One list of the catalogue (issue 15) as its /admin screen uses it: a
 * page of a search, create, update and delete. A delete the server refuses
 * (a record in use: 409) arrives as its {code, message} and changes nothing.
 */
export interface CatalogueListApi<Row, Body, UpdateBody = Partial<Body>> {
  list(query: CatalogueListQuery): Promise<Result<CataloguePage<Row>>>;
  create(body: Body): Promise<Result<Row>>;
  update(id: number, body: UpdateBody): Promise<Result<Row>>;
  remove(id: number): Promise<Result<Row>>;
}

/** 'Penalizaciones': a catalogue list whose page may keep the active penalties only, or the ended ones. */
export type PenaltyListApi = Omit<CatalogueListApi<PenaltyListRow, ReservationPenaltyBody>, 'list'> & {
  list(query: CatalogueListQuery & { readonly active?: boolean }): Promise<Result<CataloguePage<PenaltyListRow>>>;
};

/**
 * 'Paquetes' (/admin/paquetes): the list (by order, searched by title) and
 * its writes, plus what only packages have: the whole list by order and its
 * new order ('Ordenar'), 'Mostrar en inicio', a special event's attendees,
 * and the class types a package may grant credits for.
 */
export type DeskPackagesApi = CatalogueListApi<ClassPackage, ClassPackageBody, ClassPackageUpdateBody> & {
  /** Every package, available or not, by order. */
  ordered(): Promise<Result<readonly ClassPackage[]>>;
  /** Every package's id once, first shown first; answers them all in the new order. */
  reorder(ids: readonly number[]): Promise<Result<readonly ClassPackage[]>>;
  /** Features the package on the home page, or takes it off. */
  setOnHome(id: number, onHome: boolean): Promise<Result<ClassPackage>>;
  /** The buyers of a special event holding a live purchase, first come first listed. */
  attendees(id: number): Promise<Result<readonly PackageAttendee[]>>;
  /** The class types, for 'Clases por tipo'. */
  classTypes(): Promise<Result<readonly { readonly class_type_id: number; readonly name: string }[]>>;
};

/** A package a discount code can be limited to ('Descuentos'): every package, for sale or not. */
export interface DiscountPackageChoice {
  readonly class_package_id: number;
  readonly title: string;
  readonly available: boolean;
}

/**
 * The back office's catalogue (issue 15, 'Catálogo'), a member a list:
 * what each /admin catalogue screen calls. Admin only on the server.
 */
export interface DeskCatalogueApi {
  /** /locations: 'Ubicaciones'. */
  readonly locations: CatalogueListApi<Location, LocationBody>;
  /** /tags: 'Etiquetas'. */
  readonly tags: CatalogueListApi<Tag, TagBody>;
  /** /announcements: 'Avisos' (content), newest first. */
  readonly announcements: CatalogueListApi<Announcement, AnnouncementBody, AnnouncementUpdateBody>;
  /** /pages: 'Páginas' (content), by id. */
  readonly pages: CatalogueListApi<Page, PageBody, PageUpdateBody>;
  /** /instructors: 'Coaches', in the landing's order when not searched. */
  readonly coaches: CatalogueListApi<InstructorDetail, InstructorBody, InstructorUpdateBody>;
  /** /discounts: 'Descuentos' (each row with its purchases), and the packages a code can name. */
  readonly discounts: CatalogueListApi<AdminDiscount, DiscountBody, DiscountUpdateBody> & {
    packageChoices(): Promise<Result<readonly DiscountPackageChoice[]>>;
  };
  /** /payment_methods: 'Métodos de pago' (the available ones; a delete of one that purchases name withdraws it). */
  readonly paymentMethods: CatalogueListApi<PaymentMethod, PaymentMethodBody, PaymentMethodUpdateBody>;
  /** /class_packages: 'Paquetes'. */
  readonly packages: DeskPackagesApi;
  /** /class_categories: 'Categorías'. */
  readonly categories: CatalogueListApi<ClassCategory, ClassCategoryBody>;
  /** /programs: 'Programas'. */
  readonly programs: CatalogueListApi<Program, ProgramBody>;
  /** /class_reservation_penaltys: 'Penalizaciones', each with its customer; `active` keeps those running (true) or over (false). */
  readonly penalties: PenaltyListApi;
  /** /available_classes: 'Créditos', every customer's, each with its customer and class type's name. */
  readonly credits: CatalogueListApi<CreditListRow, AvailableClassBody>;
  /** /class_types: 'Tipos de clase', each row with its own custom spot map (saved with it in one request). */
  readonly classTypes: CatalogueListApi<ClassTypeRow, ClassTypeBody, ClassTypeUpdateBody>;
  /** /videos/admin/all: 'Videos', every video published or hidden, with the choices of its form. */
  readonly videos: DeskVideosApi;
  /** /forms: 'Formularios' (content), by id, and one form whole for the builder. */
  readonly forms: DeskFormsApi;
  /** /custom_fields: 'Campos personalizados' (content), by id. */
  readonly customFields: DeskCustomFieldsApi;
}
