import type { DemoClassType } from './catalogue.data.js';

/** Eight online classes per class type: 48 videos. */
export const DEMO_VIDEO_TITLES: Record<DemoClassType['key'], readonly string[]> = {
  yoga: [
    'Saludo al sol para empezar el día', 'Vinyasa de 30 minutos', 'Yoga para espalda baja', 'Flow de caderas',
    'Equilibrios y posturas de pie', 'Yoga restaurativo nocturno', 'Respiración y meditación guiada', 'Yoga para corredores',
  ],
  cycling: [
    'Rodada de intervalos', 'Subidas al ritmo del house', 'Cycling de resistencia', 'Sprint de 20 minutos',
    'Rodada de recuperación', 'Tabata sobre la bici', 'Rodada temática de los 80', 'Cycling y fuerza de brazos',
  ],
  barre: [
    'Barre básico: posiciones', 'Glúteos y piernas en la barra', 'Barre cardio', 'Core de bailarina',
    'Barre sin barra: usa una silla', 'Brazos y postura', 'Barre intenso 45', 'Estiramiento de bailarina',
  ],
  pilates: [
    'Pilates mat para principiantes', 'Los cien y más', 'Pilates para el core profundo', 'Control y respiración',
    'Pilates con liga', 'Pilates para la postura', 'Mat avanzado', 'Pilates de 15 minutos',
  ],
  hiit: [
    'HIIT de 20 minutos sin equipo', 'Tabata total', 'HIIT con mancuernas', 'Piernas explosivas',
    'Cardio quema grasa', 'HIIT de bajo impacto', 'Reto de burpees', 'HIIT de core',
  ],
  stretching: [
    'Estiramiento de cuerpo completo', 'Movilidad de hombros', 'Liberación miofascial con rodillo', 'Estirar después de correr',
    'Movilidad de cadera', 'Cuello y espalda alta', 'Estiramiento para dormir mejor', 'Flexibilidad de isquiotibiales',
  ],
};
