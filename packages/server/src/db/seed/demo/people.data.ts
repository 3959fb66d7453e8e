/** The demo accounts of the runtime contract and the studio's other customers. */

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ADMIN_EMAIL = 'admin@estudio.test';
export const DEMO_MEMBER_EMAIL = 'socia@estudio.test';
export const DEMO_NEW_EMAIL = 'nueva@estudio.test';
/** The front desk's account (role 'staff', shown as 'Recepción'). */
export const DEMO_STAFF_EMAIL = 'recepcion@estudio.test';

const ADDRESS = { city: 'Ciudad de México', state: 'CDMX', country: 'México' } as const;

export const DEMO_ADMIN = {
  name: 'Ana', last_name: 'Administradora', phone: '5512345670', birthdate: '1985-02-11',
  address: { street: 'Colima', number: '123', interior_number: null, neighborhood: 'Roma Norte', zip_code: '06700', ...ADDRESS },
};

/** socia@estudio.test: a complete profile with credits, online access and reservations. */
export const DEMO_MEMBER = {
  name: 'Lucía', last_name: 'Martínez', phone: '5512345671', birthdate: '1992-04-18', instagram: '@lucia.mtz',
  signup_reason: 'Redes sociales',
  address: { street: 'Av. Álvaro Obregón', number: '250', interior_number: '4B', neighborhood: 'Roma Norte', zip_code: '06700', ...ADDRESS },
};

/** nueva@estudio.test: a complete profile and nothing else. */
export const DEMO_NEW = {
  name: 'Camila', last_name: 'Reyes', phone: '5512345672', birthdate: '1998-09-03', instagram: '@cami.reyes',
  signup_reason: 'Recomendación',
  address: { street: 'Av. Insurgentes Sur', number: '1458', interior_number: null, neighborhood: 'Actipan', zip_code: '03230', ...ADDRESS },
};

/**
 * recepcion@estudio.test: the front desk. A customer record like everyone's
 * (the team are customers of the studio with a role), nothing bought.
 */
export const DEMO_STAFF = {
  name: 'Rosa', last_name: 'Domínguez', phone: '5512345673', birthdate: '1990-07-22',
};

const FIRST_NAMES = [
  'Ximena', 'Regina', 'Fernanda', 'Daniela', 'Paola', 'Andrea', 'Renata', 'Natalia', 'Isabel', 'Carla', 'Jimena', 'Alejandra',
  'Rodrigo', 'Emilio', 'Santiago', 'Pablo', 'Javier', 'Mateo', 'Gabriela', 'Mónica', 'Elena', 'Lorena', 'Tania', 'Brenda',
];
const LAST_NAMES = [
  'García', 'Flores', 'Morales', 'Jiménez', 'Vargas', 'Castillo', 'Ortiz', 'Mendoza', 'Aguilar', 'Rojas', 'Navarro', 'Domínguez',
  'Salazar', 'Herrera', 'Guerrero', 'Medina', 'Ríos', 'Silva', 'Cortés', 'Delgado', 'Campos', 'Vega', 'Luna', 'Soto',
];

/** Days since regular number `index` last renewed her monthly unlimited membership. */
export const regularRenewedDaysAgo = (index: number): number => index % 20;

/** Other customers with unlimited memberships: they fill the classes (one full class a week). */
export const DEMO_REGULARS = FIRST_NAMES.map((name, index) => {
  const number = String(index + 1).padStart(2, '0');
  return {
    name, last_name: LAST_NAMES[index] ?? 'Pérez', email: `cliente${number}@estudio.test`, phone: `55100000${number}`,
    birthdate: `19${80 + (index % 20)}-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 27) + 1).padStart(2, '0')}`,
  };
});
