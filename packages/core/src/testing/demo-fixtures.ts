import type { ConfigEntry } from '../api/schemas/appconfig.schemas.js';
import type { Announcement, ClassType, Instructor, Location, Page } from '../api/schemas/content.schemas.js';
import type { Customer } from '../api/schemas/customer.schemas.js';
import { defaultConfigEntries, SETTING_KEYS, SETTINGS, type SettingKey } from '../config/config.keys.js';
import { demoImage } from './demo-images.js';

/** The password of every demo account (contract, The demo studio). */
export const DEMO_PASSWORD = 'demo1234';

/** The customer ids of the demo accounts. */
export const demoCustomerIds = { admin: 1, socia: 2, nueva: 3, recepcion: 4 } as const;

/** The first customer id of the members without a demo account (five of them: 10 to 14). */
export const DEMO_MEMBER_FIRST_ID = 10;

/** The demo accounts of the contract, with the uids the fakes give them. */
export const demoAccounts = {
  admin: { uid: 'demo-admin', email: 'admin@estudio.test', password: DEMO_PASSWORD },
  socia: { uid: 'demo-socia', email: 'socia@estudio.test', password: DEMO_PASSWORD },
  nueva: { uid: 'demo-nueva', email: 'nueva@estudio.test', password: DEMO_PASSWORD },
  /** The front desk ('Recepción', role staff). */
  recepcion: { uid: 'demo-recepcion', email: 'recepcion@estudio.test', password: DEMO_PASSWORD },
} as const;

const logo = demoImage('Estudio Demo', '#2f3e46');

// Every feature flag on, as the contract's demo studio has them; 'checkout_disabled' is a kill switch, not a feature.
const flagsOn = Object.fromEntries(
  SETTING_KEYS.filter((key) => SETTINGS[key].kind === 'boolean' && key !== 'checkout_disabled').map((key) => [
    key,
    'true',
  ]),
) as Partial<Record<SettingKey, string>>;

const config: ConfigEntry[] = defaultConfigEntries({
  ...flagsOn,
  business_name: 'Estudio Demo',
  logo,
  navbar_logo: logo,
  page_title: 'Estudio Demo',
  tagline: 'Muévete, respira y disfruta cada clase.',
  hero_title: 'Tu mejor versión empieza aquí',
  hero_tagline: 'Clases presenciales y en línea para todos los niveles.',
  hero_image: demoImage('Estudio Demo', '#b07d62'),
  about_text: 'Somos un estudio boutique con instructores certificados y grupos pequeños.',
  about_image: demoImage('Nosotros', '#8a8f8c'),
  mission_text: 'Acompañarte a moverte mejor, con constancia y sin prisa.',
  banner_text: '¡Tu primera clase es gratis! Usa el código BIENVENIDA en tu primer paquete.',
  banner_link: '/paquetes',
  whatsapp: '5512345678',
  email: 'hola@estudio.test',
  instagram: 'estudiodemo',
  facebook: 'estudiodemo',
  tiktok: 'estudiodemo',
  location: 'Av. Presidente Masaryk 123, Polanco, Ciudad de México',
  cash_bank_name: 'Banco Demo',
  cash_bank_card: '4152 3136 0000 0000',
  cash_account_number: '0123456789',
  cash_account_name: 'Estudio Demo S.A. de C.V.',
  // Configured but off, as the server's demo: on, it would open over every member screen of the tests and stories.
  popup_presencial_enabled: 'false',
  popup_presencial_src: demoImage('Clases presenciales', '#2f3e46'),
  popup_presencial_link: '/paquetes',
  max_cancels_per_available_class: '2',
  // As the server's demo: booking closes 30 minutes before a class.
  reservation_timeframe_minutes: '30',
});

const locations: Location[] = [
  { location_id: 1, name: 'Estudio Demo Polanco', address: 'Av. Presidente Masaryk 123, Polanco, Ciudad de México' },
  { location_id: 2, name: 'Estudio Demo Condesa', address: 'Av. Tamaulipas 45, Condesa, Ciudad de México' },
];

const classType = (id: number, name: string, colour: string, description: string, withImage = true): ClassType => ({
  class_type_id: id,
  name,
  icon: null,
  image: withImage ? { src: demoImage(name, colour) } : null,
  description,
});

const classTypes: ClassType[] = [
  classType(1, 'Yoga', '#6b9080', 'Fuerza, equilibrio y respiración en una práctica fluida.'),
  classType(2, 'Pilates Reformer', '#b07d62', 'Trabajo de core en reformer, con resistencia ajustable.'),
  classType(3, 'Barre', '#9a8c98', 'Ballet, pilates y fuerza con movimientos pequeños y precisos.'),
  classType(4, 'Cycling', '#2f3e46', 'Ritmo, música y cardio sobre la bici.'),
  // Without an image: the landing page does not list it (spec 2), which stories should show.
  classType(5, 'Meditación', '#8a8f8c', 'Una pausa guiada para cerrar la semana.', false),
];

const coach = (id: number, name: string, lastName: string, extra: Partial<Instructor>): Instructor => ({
  instructor_id: id,
  name,
  last_name: lastName,
  nick_name: null,
  quote: null,
  file: { src: demoImage(name, '#52796f') },
  short_bio: null,
  instagram: null,
  birthdate: null,
  music_type: null,
  ...extra,
});

const instructors: Instructor[] = [
  coach(1, 'Ana', 'López', {
    quote: 'Cada respiración cuenta.',
    short_bio: 'Instructora de yoga con diez años de práctica y formación en vinyasa.',
    instagram: 'ana.yoga',
    birthdate: '1990-03-14',
    music_type: 'Indie acústico',
  }),
  coach(2, 'Carlos', 'Méndez', {
    quote: 'El ritmo lo pones tú.',
    short_bio: 'Coach de cycling y entrenamiento funcional.',
    instagram: 'carlos.ride',
    birthdate: '1987-11-02',
    music_type: 'House',
  }),
  coach(3, 'Sofía', 'Ramírez', {
    nick_name: 'Sofi',
    quote: 'Fuerza con control.',
    short_bio: 'Especialista en pilates reformer y rehabilitación.',
    instagram: 'sofi.pilates',
    birthdate: '1993-07-21',
    music_type: 'Pop latino',
  }),
  coach(4, 'Diego', 'Herrera', {
    quote: 'Pequeños movimientos, grandes cambios.',
    short_bio: 'Bailarín profesional e instructor de barre.',
    instagram: 'diego.barre',
    birthdate: '1991-01-30',
    music_type: 'Clásica moderna',
  }),
];

const announcements: Announcement[] = [
  {
    announcement_id: 1,
    title: 'Nuevo horario de fin de semana',
    content: 'A partir de este mes abrimos los domingos de 8:00 a 14:00 en nuestras dos sedes.',
    createdAt: '2025-01-02T16:00:00.000Z',
  },
  {
    announcement_id: 2,
    title: 'Reto de enero',
    content: 'Completa 12 clases en enero y llévate una botella del estudio. ¡Te esperamos!',
    createdAt: '2024-12-28T18:30:00.000Z',
  },
];

const pages: Page[] = [
  {
    page_id: 1,
    slug: 'terminos',
    title: 'Términos y Condiciones',
    content:
      '<h2>Términos y Condiciones</h2><p>Al reservar aceptas llegar 10 minutos antes de tu clase. ' +
      'Las cancelaciones se hacen con al menos 12 horas de anticipación; después de ese plazo la clase se descuenta.</p>' +
      '<p>Los paquetes son personales e intransferibles y vencen en la fecha indicada al comprarlos.</p>',
    required: true,
  },
  {
    page_id: 2,
    slug: 'privacidad',
    title: 'Aviso de Privacidad',
    content:
      '<h2>Aviso de Privacidad</h2><p>Estudio Demo usa tus datos solo para gestionar tus reservaciones, ' +
      'compras y comunicaciones del estudio. Puedes pedir su corrección o eliminación escribiendo a hola@estudio.test.</p>',
    required: false,
  },
];

const customer = (id: number, account: { uid: string; email: string }, fields: Partial<Customer>): Customer => ({
  customer_id: id,
  uid: account.uid,
  name: '',
  last_name: '',
  email: account.email,
  phone: null,
  instagram: null,
  birthdate: null,
  signup_reason: null,
  other: null,
  file: null,
  address: { city: 'Ciudad de México', state: 'CDMX', country: 'México' },
  has_unlimited: false,
  unlimited_membership_expiration: null,
  role: 'customer',
  accepted_pages: [{ page_id: 1 }],
  purchases: [],
  ...fields,
});

/**
 * Members without a demo account: the people who fill the demo's full
 * classes and hold its taken spots, so every place belongs to someone the
 * staff check-in page can show.
 */
function otherMembers(): Customer[] {
  const people = [
    ['Paola', 'Guzmán'],
    ['Fernanda', 'Ríos'],
    ['Daniel', 'Castillo'],
    ['Regina', 'Salas'],
    ['Andrés', 'Vega'],
  ] as const;
  return people.map(([name, lastName], index) => {
    const id = DEMO_MEMBER_FIRST_ID + index;
    const email = `${name.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}@estudio.test`;
    return customer(id, { uid: `demo-member-${id}`, email }, { name, last_name: lastName, phone: `55123400${id}` });
  });
}

const customers: Customer[] = [
  customer(1, demoAccounts.admin, { name: 'Admin', last_name: 'Demo', phone: '5500000001', role: 'admin' }),
  customer(2, demoAccounts.socia, {
    name: 'Mariana',
    last_name: 'Torres',
    phone: '5512340001',
    birthdate: '1992-05-18',
    instagram: 'mariana.t',
    signup_reason: 'Instagram',
    purchases: [{ purchase_id: 1, class_package_id: 3 }],
  }),
  customer(3, demoAccounts.nueva, {
    name: 'Lucía',
    last_name: 'Navarro',
    phone: '5512340002',
    birthdate: '1998-09-03',
    signup_reason: 'Recomendación',
  }),
  customer(4, demoAccounts.recepcion, { name: 'Rosa', last_name: 'Domínguez', phone: '5512340003', role: 'staff' }),
  ...otherMembers(),
];

/** The demo data, read-only: fakes copy it before changing anything. */
export interface DemoFixtures {
  readonly businessName: string;
  readonly accounts: typeof demoAccounts;
  readonly config: readonly ConfigEntry[];
  readonly locations: readonly Location[];
  readonly classTypes: readonly ClassType[];
  readonly instructors: readonly Instructor[];
  readonly announcements: readonly Announcement[];
  readonly pages: readonly Page[];
  readonly customers: readonly Customer[];
}

/**
 * The demo studio of the contract, in Spanish, for stories and tests:
 * 'Estudio Demo' with 2 locations, class types with images, 4 coaches,
 * 2 announcements, the pages 'terminos' (required) and 'privacidad', every
 * feature flag on, the customers of the three demo accounts and five other
 * members (ids 10 to 14, no account). Its classes and bookings depend on the
 * clock: see `demoSchedule`.
 */
export const demoFixtures: DemoFixtures = {
  businessName: 'Estudio Demo',
  accounts: demoAccounts,
  config,
  locations,
  classTypes,
  instructors,
  announcements,
  pages,
  customers,
};
