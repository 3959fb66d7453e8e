import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultConfigEntries, errorOf, REQUEST_ERRORS, type ConfigEntry, type DeskSettingsApi } from '@estudio/core';
import { answered, failed, never } from '../../packages/web-react/src/features/admin/testing/deskStub.js';
import { mobile } from '../.storybook/mobile.js';
import { adminScreen, desktop, Elsewhere } from './adminStory.js';

/** The demo studio's look: its name, palette and every landing section but 'Misión' on. */
const STORED = defaultConfigEntries({
  business_name: 'Estudio Demo',
  primary: '#0f5257',
  accent: '#e07a5f',
  dark: '#1b1b1e',
  light: '#f7f3ee',
  'primary-light': '#d5e8e6',
  about_enabled: 'true',
  coaches_enabled: 'true',
  class_types_enabled: 'true',
  hero_title: 'Encuentra tu ritmo',
  whatsapp: '5512345678',
  email: 'hola@estudiodemo.mx',
});

/** A palette whose primary reads badly on the light background: the contrast warnings show. */
const LOW_CONTRAST = defaultConfigEntries({ business_name: 'Estudio Pastel', primary: '#9ad1d4', accent: '#f2e8cf', light: '#f7f3ee' });

const port = (read: DeskSettingsApi['read'], save?: DeskSettingsApi['save']): DeskSettingsApi => ({
  read,
  save: save ?? ((changes) => answered<readonly ConfigEntry[]>([...STORED, ...Object.entries(changes).map(([key, value]) => ({ key, value: String(value) }))])),
});

const settings = (section: string, read: DeskSettingsApi['read'], save?: DeskSettingsApi['save']) =>
  adminScreen(`/admin/configuracion?seccion=${section}`, {}, { services: { deskSettings: port(read, save) } });

const meta = { title: 'Admin/Configuración', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const stored = () => answered<readonly ConfigEntry[]>(STORED);

/** 'Marca': name, colours with their live preview, logos through uploads, tracking ids. */
export const Brand: Story = { name: 'Marca', parameters: settings('marca', stored), globals: desktop };
export const BrandPhone: Story = { name: 'Marca (móvil)', parameters: settings('marca', stored), globals: mobile };
/** A palette below WCAG AA: a warning a pair. */
export const LowContrast: Story = { name: 'Marca con contraste bajo', parameters: settings('marca', () => answered<readonly ConfigEntry[]>(LOW_CONTRAST)), globals: desktop };
/** 'Inicio': the sections on or off, dragged (or moved from the keyboard) into order, and the outline of '/'. */
export const Home: Story = { name: 'Inicio', parameters: settings('inicio', stored), globals: desktop };
export const HomePhone: Story = { name: 'Inicio (móvil)', parameters: settings('inicio', stored), globals: mobile };
export const Contact: Story = { name: 'Contacto', parameters: settings('contacto', stored), globals: desktop };
export const Features: Story = { name: 'Funciones', parameters: settings('funciones', stored), globals: desktop };
export const Rules: Story = { name: 'Reglas', parameters: settings('reglas', stored), globals: desktop };
export const Payments: Story = { name: 'Cobros', parameters: settings('cobros', stored), globals: desktop };
export const Files: Story = { name: 'Archivos e identidad', parameters: settings('archivos', stored), globals: desktop };
/** 'Guardar' refused by the server: the message stays in the form. */
export const Refused: Story = {
  name: 'Guardar rechazado',
  parameters: settings('marca', stored, () => failed(errorOf(REQUEST_ERRORS.invalidBody, 'No existe el paquete 99.'))),
  globals: desktop,
};
export const Loading: Story = { name: 'Cargando', parameters: settings('marca', () => never()), globals: desktop };
export const Failed: Story = { name: 'Error', parameters: settings('marca', () => failed()), globals: desktop };
