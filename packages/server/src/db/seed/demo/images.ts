/**
 * The demo studio's pictures: small generated SVGs served by the web app from
 * `public/demo/`. The seed stores their paths in `files`; a test checks that
 * every file on disk matches `demoImageSvg` so the two never drift apart.
 */
export interface DemoImage {
  /** URL path, as stored in `files.src`. */
  readonly src: string;
  readonly label: string;
  readonly width: number;
  readonly height: number;
  /** Gradient from and to. */
  readonly colors: readonly [string, string];
  /**
   * Whether the label is drawn. Only marks and initials are (logo, favicon,
   * coaches); photos stand-ins are a quiet scene, because the app prints titles
   * over and beside them and a second, painted title would clash.
   */
  readonly drawLabel: boolean;
}

const image = (src: string, label: string, size: [number, number], colors: [string, string], drawLabel = false): DemoImage => ({
  src,
  label,
  width: size[0],
  height: size[1],
  colors,
  drawLabel,
});

const WIDE: [number, number] = [1600, 900];
const CARD: [number, number] = [800, 600];
const THUMB: [number, number] = [640, 360];
const SQUARE: [number, number] = [400, 400];

/** Every demo picture, by the key the seed refers to it with. */
export const DEMO_IMAGES = {
  logo: image('/demo/logo.svg', 'Estudio Demo', [480, 120], ['#0f5257', '#e07a5f'], true),
  favicon: image('/demo/favicon.svg', 'ED', [64, 64], ['#0f5257', '#e07a5f'], true),
  hero: image('/demo/hero.svg', 'Encuentra tu ritmo', WIDE, ['#0f5257', '#1b1b1e']),
  about: image('/demo/about.svg', 'Nosotros', CARD, ['#e07a5f', '#0f5257']),
  mission: image('/demo/mission.svg', 'Nuestra misión', CARD, ['#3d405b', '#81b29a']),
  login: image('/demo/login.svg', 'Bienvenida', WIDE, ['#1b1b1e', '#0f5257']),
  signup: image('/demo/signup.svg', 'Regístrate', WIDE, ['#81b29a', '#0f5257']),
  popup: image('/demo/popup.svg', 'Tu primera clase es gratis', CARD, ['#e07a5f', '#f2cc8f']),
  'type-yoga': image('/demo/class-types/yoga.svg', 'Yoga Flow', CARD, ['#81b29a', '#3d405b']),
  'type-cycling': image('/demo/class-types/cycling.svg', 'Indoor Cycling', CARD, ['#e07a5f', '#1b1b1e']),
  'type-barre': image('/demo/class-types/barre.svg', 'Barre', CARD, ['#f2cc8f', '#e07a5f']),
  'type-pilates': image('/demo/class-types/pilates.svg', 'Pilates Reformer', CARD, ['#0f5257', '#81b29a']),
  'type-hiit': image('/demo/class-types/hiit.svg', 'HIIT', CARD, ['#d62828', '#1b1b1e']),
  'type-stretching': image('/demo/class-types/stretching.svg', 'Stretching', CARD, ['#a8dadc', '#457b9d']),
  'video-yoga': image('/demo/videos/yoga.svg', 'Yoga Flow online', THUMB, ['#81b29a', '#3d405b']),
  'video-cycling': image('/demo/videos/cycling.svg', 'Indoor Cycling online', THUMB, ['#e07a5f', '#1b1b1e']),
  'video-barre': image('/demo/videos/barre.svg', 'Barre online', THUMB, ['#f2cc8f', '#e07a5f']),
  'video-pilates': image('/demo/videos/pilates.svg', 'Pilates online', THUMB, ['#0f5257', '#81b29a']),
  'video-hiit': image('/demo/videos/hiit.svg', 'HIIT online', THUMB, ['#d62828', '#1b1b1e']),
  'video-stretching': image('/demo/videos/stretching.svg', 'Stretching online', THUMB, ['#a8dadc', '#457b9d']),
  'coach-mariana': image('/demo/instructors/mariana.svg', 'ML', SQUARE, ['#81b29a', '#0f5257'], true),
  'coach-diego': image('/demo/instructors/diego.svg', 'DH', SQUARE, ['#e07a5f', '#3d405b'], true),
  'coach-sofia': image('/demo/instructors/sofia.svg', 'SR', SQUARE, ['#f2cc8f', '#e07a5f'], true),
  'coach-andres': image('/demo/instructors/andres.svg', 'AT', SQUARE, ['#d62828', '#3d405b'], true),
  'coach-valeria': image('/demo/instructors/valeria.svg', 'VC', SQUARE, ['#a8dadc', '#0f5257'], true),
  'package-classes': image('/demo/packages/clases.svg', 'Paquetes de clases', CARD, ['#0f5257', '#e07a5f']),
  'package-online': image('/demo/packages/online.svg', 'Clases online', CARD, ['#3d405b', '#81b29a']),
  'package-event': image('/demo/packages/evento.svg', 'Evento especial', CARD, ['#e07a5f', '#f2cc8f']),
  'program-reto': image('/demo/programs/reto.svg', 'Reto 21 días', CARD, ['#d62828', '#e07a5f']),
  'program-inicio': image('/demo/programs/inicio.svg', 'Principiantes', CARD, ['#81b29a', '#a8dadc']),
} as const satisfies Record<string, DemoImage>;

/** The key of a demo picture. */
export type DemoImageKey = keyof typeof DEMO_IMAGES;

const escapeXml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Soft circles that read as light and movement, placed by the picture's size. */
const scene = (width: number, height: number): string[] => {
  const r = Math.min(width, height);
  return [
    `<circle cx="${Math.round(width * 0.78)}" cy="${Math.round(height * 0.3)}" r="${Math.round(r * 0.42)}" fill="#ffffff" fill-opacity="0.12"/>`,
    `<circle cx="${Math.round(width * 0.18)}" cy="${Math.round(height * 0.85)}" r="${Math.round(r * 0.3)}" fill="#ffffff" fill-opacity="0.08"/>`,
    `<circle cx="${Math.round(width * 0.55)}" cy="${Math.round(height * 0.62)}" r="${Math.round(r * 0.12)}" fill="#ffffff" fill-opacity="0.15"/>`,
  ];
};

/** The SVG text of a demo picture: a diagonal gradient with its label centred, or a quiet scene. */
export const demoImageSvg = (picture: DemoImage): string => {
  const { width, height, colors } = picture;
  const label = escapeXml(picture.label);
  const fontSize = Math.round(Math.min(height * 0.4, (width * 1.6) / Math.max(label.length, 2)));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    ...(picture.drawLabel
      ? [`<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${fontSize}" fill="#ffffff">${label}</text>`]
      : scene(width, height)),
    '</svg>',
    '',
  ].join('\n');
};
