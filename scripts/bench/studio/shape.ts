/**
 * The busy studio of the benchmarks (issue 3, 'Benchmark'): 10 locations, 60
 * classes a day (420 a week), 20,000 reservations over the benchmarked week
 * and the weeks around it, mostly in the past; 20,000 customers for the
 * customer search (issue 12), a share of them with purchases and credits.
 */
export const BUSY_STUDIO = {
  locations: 10,
  /** Start times of a location's classes, every day (10 locations × 6 = 60 classes a day). */
  slots: ['07:00', '08:15', '09:30', '13:00', '18:30', '19:45'],
  /** The benchmarked week is the current one; classes span from `weeksBefore` weeks before to `weeksAfter` after. */
  weeksBefore: 3,
  weeksAfter: 2,
  reservations: 20_000,
  /** Share of the benchmarked week's places taken. */
  benchedWeekFill: 0.7,
  /** Share of next week's places already taken; the week after is empty. */
  nextWeekFill: 0.08,
  customers: 20_000,
  /** Share of customers who gave a phone, and who bought a package (a credit from it, some used up or expired). */
  phoneShare: 0.85,
  purchaseShare: 0.4,
  /** Customers 0..writers-1 are the clients of the write benchmark. */
  writers: 100,
  /** The balance of each writer's one credit: more than ten seconds of booking can spend. */
  writerCredits: 1_000,
  coaches: 24,
  /** Share of classes with a second coach, and with a tag. */
  secondCoachShare: 0.1,
  taggedShare: 0.3,
  /** Waitlist entries on this week's and next week's classes. */
  waitlists: 150,
  /** Places the signed-in reader of the schedule benchmark holds in the benchmarked week. */
  readerPlaces: 3,
  /** Seed of the generator: the same studio on every run. */
  seed: 20_250_303,
} as const;

/** The class types: each location teaches every type once a day; the spot maps give the capacities. */
export const BUSY_CLASS_TYPES = [
  { name: 'Cycling', icon: 'bike', spot_map: '5,5,5,5' },
  { name: 'Yoga', icon: 'yoga', spot_map: '4,4,4' },
  { name: 'Barre', icon: 'barre', spot_map: '4,4,4,2' },
  { name: 'Pilates reformer', icon: 'reformer', spot_map: '5,5' },
  { name: 'HIIT', icon: 'hiit', spot_map: '4,4,4,4' },
  { name: 'Sculpt', icon: 'sculpt', spot_map: '4,4,4,2' },
] as const;

export const BUSY_TAGS = [
  { name: 'Principiantes', color: '#2a9d8f' },
  { name: 'Intenso', color: '#e76f51' },
  { name: 'Música en vivo', color: '#8a5cf6' },
  { name: 'Nuevo', color: '#f4a261' },
  { name: 'Popular', color: '#264653' },
] as const;

/** First names as Mexican customers write them: accents, compound names. */
export const FIRST_NAMES = [
  'Ana', 'Lucía', 'Sofía', 'Valeria', 'Camila', 'Regina', 'Mariana', 'Daniela', 'Paula', 'Renata', 'Jimena', 'Andrea',
  'María', 'María José', 'María Fernanda', 'Ximena', 'Natalia', 'Mónica', 'Verónica', 'Inés', 'Noemí', 'Ángela',
  'Begoña', 'Itzel', 'José', 'José Luis', 'Andrés', 'Martín', 'Héctor', 'Rubén', 'Iván', 'Tomás', 'Joaquín',
  'Sebastián', 'Julián', 'Ramón', 'Óscar', 'Álvaro', 'Emilio', 'Mateo',
];
/** Surnames: a customer's last name is two of them ('González Núñez'). */
export const LAST_NAMES = [
  'García', 'Hernández', 'López', 'Martínez', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Flores',
  'Gómez', 'Díaz', 'Cruz', 'Morales', 'Jiménez', 'Vázquez', 'Reyes', 'Gutiérrez', 'Ruiz', 'Mendoza', 'Álvarez',
  'Castillo', 'Ortiz', 'Chávez', 'Domínguez', 'Núñez', 'Muñoz', 'Ibáñez', 'Peña', 'Ríos', 'Velázquez', 'Aguilar',
  'Romero', 'Salazar', 'Herrera', 'Medina', 'Cortés', 'Guzmán', 'Suárez', 'Méndez',
];
export const EMAIL_DOMAINS = ['gmail.com', 'gmail.com', 'gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.mx', 'icloud.com'];
/** Mobile area codes: Mexico City, Guadalajara, Monterrey, Puebla. */
export const AREA_CODES = ['55', '55', '33', '81', '22'];

/** What customers bought: packs of classes (one credit each) and an unlimited monthly subscription (class_amount -1). */
export const BUSY_PACKAGES = [
  { title: 'Clase suelta', price: '180.00', class_amount: 1, expiration_days: 15 },
  { title: 'Paquete 5 clases', price: '750.00', class_amount: 5, expiration_days: 30 },
  { title: 'Paquete 10 clases', price: '1350.00', class_amount: 10, expiration_days: 60 },
  {
    title: 'Ilimitado mensual', price: '1900.00', class_amount: -1, expiration_days: 30,
    is_subscription: true, subscription_period: 'month', subscription_interval: 1,
  },
] as const;

/** Capacity of a spot map of row sizes ('5,5' → 10). */
export const capacityOf = (spotMap: string): number => spotMap.split(',').reduce((sum, size) => sum + Number(size), 0);
