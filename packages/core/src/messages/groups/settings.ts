/** Default texts of the studio settings (spec 3, Settings), used until the studio sets its own. */
export const settings = {
  businessName: 'Estudio',
  packagesName: 'Paquetes',
  heroButtonText: 'Reserva tu clase',
  aboutTitle: 'Nosotros',
  missionTitle: 'Nuestra misión',
} as const;
