import type { DemoImageKey } from './images.js';

/** A class type of the demo studio and how its classes run. */
export interface DemoClassType {
  readonly key: 'yoga' | 'cycling' | 'barre' | 'pilates' | 'hiit' | 'stretching';
  readonly name: string;
  readonly icon: string;
  readonly description: string;
  /** Row sizes of the room; the capacity of its classes is their sum. */
  readonly spotMap: string | null;
  readonly capacity: number;
  readonly durationMinutes: number;
  readonly category: DemoCategoryKey;
  readonly coaches: readonly DemoCoachKey[];
}

export type DemoCategoryKey = 'mente' | 'cardio' | 'fuerza' | 'movilidad';
export type DemoCoachKey = 'mariana' | 'diego' | 'sofia' | 'andres' | 'valeria';

export const DEMO_LOCATIONS = [
  { name: 'Estudio Roma', address: 'Colima 123, Roma Norte, Cuauhtémoc, 06700 Ciudad de México, CDMX' },
  { name: 'Estudio Condesa', address: 'Av. Tamaulipas 45, Hipódromo Condesa, Cuauhtémoc, 06170 Ciudad de México, CDMX' },
] as const;

export const DEMO_CATEGORIES: readonly { key: DemoCategoryKey; name: string; handle: string; description: string }[] = [
  { key: 'mente', name: 'Cuerpo y mente', handle: 'cuerpo-y-mente', description: 'Clases para respirar, alinear y soltar.' },
  { key: 'cardio', name: 'Cardio', handle: 'cardio', description: 'Sube el pulso con música y energía.' },
  { key: 'fuerza', name: 'Fuerza', handle: 'fuerza', description: 'Tono muscular, postura y resistencia.' },
  { key: 'movilidad', name: 'Movilidad', handle: 'movilidad', description: 'Flexibilidad y recuperación activa.' },
];

export const DEMO_CLASS_TYPES: readonly DemoClassType[] = [
  {
    key: 'yoga', name: 'Yoga Flow', icon: 'yoga', spotMap: null, capacity: 14, durationMinutes: 60, category: 'mente',
    description: 'Secuencias fluidas de vinyasa que sincronizan respiración y movimiento. Para todos los niveles.',
    coaches: ['mariana', 'valeria'],
  },
  {
    key: 'cycling', name: 'Indoor Cycling', icon: 'bike', spotMap: '4,5,5', capacity: 14, durationMinutes: 45,
    category: 'cardio', description: 'Rodada al ritmo de la música con intervalos de velocidad y resistencia.',
    coaches: ['diego', 'andres'],
  },
  {
    key: 'barre', name: 'Barre', icon: 'barre', spotMap: null, capacity: 12, durationMinutes: 50, category: 'fuerza',
    description: 'Técnica de ballet, pilates y fuerza con movimientos pequeños y precisos.',
    coaches: ['sofia'],
  },
  {
    key: 'pilates', name: 'Pilates Reformer', icon: 'reformer', spotMap: '4,4', capacity: 8, durationMinutes: 50,
    category: 'fuerza', description: 'Trabajo de core y control en reformer, en grupos pequeños.',
    coaches: ['sofia', 'valeria'],
  },
  {
    key: 'hiit', name: 'HIIT', icon: 'bolt', spotMap: null, capacity: 16, durationMinutes: 45, category: 'cardio',
    description: 'Intervalos de alta intensidad con peso corporal y mancuernas.',
    coaches: ['andres', 'diego'],
  },
  {
    key: 'stretching', name: 'Stretching', icon: 'stretch', spotMap: null, capacity: 12, durationMinutes: 40,
    category: 'movilidad', description: 'Estiramientos guiados y liberación miofascial para recuperar.',
    coaches: ['valeria', 'mariana'],
  },
];

export const DEMO_COACHES: readonly {
  key: DemoCoachKey;
  name: string;
  lastName: string;
  nickName: string;
  quote: string;
  bio: string;
  instagram: string;
  birthdate: string;
  music: string;
  image: DemoImageKey;
}[] = [
  {
    key: 'mariana', name: 'Mariana', lastName: 'López', nickName: 'Mari',
    quote: 'Respira, suelta y vuelve a empezar.',
    bio: 'Maestra de yoga certificada (RYT 500) con diez años de práctica. Sus clases combinan fuerza y calma.',
    instagram: '@mariana.yoga', birthdate: '1990-03-14', music: 'Indie y acústica', image: 'coach-mariana',
  },
  {
    key: 'diego', name: 'Diego', lastName: 'Hernández', nickName: 'Dieguito',
    quote: 'Cada pedaleo cuenta.',
    bio: 'Instructor de cycling y ex ciclista de ruta. Arma sus rodadas como un DJ arma su set.',
    instagram: '@diego.rueda', birthdate: '1988-07-22', music: 'House y electrónica', image: 'coach-diego',
  },
  {
    key: 'sofia', name: 'Sofía', lastName: 'Ramírez', nickName: 'Sofi',
    quote: 'Pequeños movimientos, grandes cambios.',
    bio: 'Bailarina de formación clásica, especialista en barre y pilates reformer.',
    instagram: '@sofi.barre', birthdate: '1993-11-02', music: 'Pop latino', image: 'coach-sofia',
  },
  {
    key: 'andres', name: 'Andrés', lastName: 'Torres', nickName: 'Andy',
    quote: 'Tu única competencia eres tú.',
    bio: 'Entrenador funcional y de alto rendimiento. Sus HIIT son intensos y siempre adaptables.',
    instagram: '@andres.hiit', birthdate: '1991-01-30', music: 'Hip hop y reggaetón', image: 'coach-andres',
  },
  {
    key: 'valeria', name: 'Valeria', lastName: 'Cruz', nickName: 'Vale',
    quote: 'La flexibilidad también es fuerza.',
    bio: 'Fisioterapeuta y maestra de movilidad. Cuida que cada clase deje el cuerpo mejor que como llegó.',
    instagram: '@vale.movilidad', birthdate: '1995-05-09', music: 'Chill out y lo-fi', image: 'coach-valeria',
  },
];

export const DEMO_PROGRAMS = [
  { key: 'reto', name: 'Reto 21 días', description: 'Tres semanas de clases progresivas para crear el hábito.', image: 'program-reto' },
  { key: 'inicio', name: 'Principiantes', description: 'Las bases de cada disciplina, paso a paso.', image: 'program-inicio' },
] as const;

/** Tags of classes (`type` 'class') and of videos (`type` 'video'). */
export const DEMO_TAGS = [
  { name: 'Principiante', color: '#81b29a', type: 'class' },
  { name: 'Intenso', color: '#d62828', type: 'class' },
  { name: 'Música en vivo', color: '#f2cc8f', type: 'class' },
  { name: 'Sin equipo', color: '#81b29a', type: 'video' },
  { name: 'Core', color: '#0f5257', type: 'video' },
  { name: 'Piernas', color: '#e07a5f', type: 'video' },
  { name: 'Brazos', color: '#3d405b', type: 'video' },
  { name: 'Relajación', color: '#a8dadc', type: 'video' },
  { name: 'Cardio', color: '#d62828', type: 'video' },
  { name: 'Principiantes', color: '#f2cc8f', type: 'video' },
  { name: 'Avanzado', color: '#1b1b1e', type: 'video' },
] as const;

export const DEMO_VIDEO_TYPES = ['Clase completa', 'Express', 'Técnica', 'Meditación'] as const;
