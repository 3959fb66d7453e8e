/**
 * The busy studio of the benchmarks (issue 3, 'Benchmark'): 10 locations, 60
 * classes a day (420 a week), 20,000 reservations over the benchmarked week
 * and the weeks around it, mostly in the past.
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
  customers: 2_000,
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

export const FIRST_NAMES = ['Ana', 'Lucía', 'Sofía', 'Valeria', 'Camila', 'Regina', 'Mariana', 'Daniela', 'Paula', 'Renata', 'Jimena', 'Andrea'];
export const LAST_NAMES = ['García', 'Hernández', 'López', 'Martínez', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Flores'];

/** Capacity of a spot map of row sizes ('5,5' → 10). */
export const capacityOf = (spotMap: string): number => spotMap.split(',').reduce((sum, size) => sum + Number(size), 0);
