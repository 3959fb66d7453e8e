/** The demo studio's CMS pages, announcements, forms and custom fields (all user-facing text in Spanish). */

const TERMS = `<h2>Términos y Condiciones</h2>
<p>Al crear una cuenta, reservar clases o comprar paquetes en Estudio Demo aceptas los siguientes términos.</p>
<h3>1. Reservaciones</h3>
<p>Cada reservación consume un crédito de clase de tu paquete vigente. Las membresías ilimitadas reservan sin consumir créditos.</p>
<p>Te pedimos llegar 10 minutos antes del inicio de tu clase. Después de 5 minutos de iniciada la clase, tu lugar podrá liberarse.</p>
<h3>2. Cancelaciones</h3>
<p>Puedes cancelar tu reservación hasta 12 horas antes del inicio de la clase y tu crédito será devuelto. Si cancelas después de ese plazo, el crédito no se devuelve.</p>
<p>Puedes cancelar hasta 2 veces por cada crédito de clase.</p>
<h3>3. Inasistencias</h3>
<p>Las membresías ilimitadas que acumulen 3 inasistencias consecutivas recibirán una penalización temporal para reservar.</p>
<h3>4. Paquetes y vigencia</h3>
<p>Los paquetes tienen la vigencia indicada en su descripción a partir de la fecha de compra. Los créditos no utilizados no son reembolsables ni transferibles a otra persona.</p>
<h3>5. Pagos</h3>
<p>Los precios están expresados en pesos mexicanos (MXN) e incluyen IVA. Las suscripciones se renuevan automáticamente hasta que las canceles.</p>
<h3>6. Salud</h3>
<p>Declaras encontrarte en condiciones físicas adecuadas para realizar actividad física. Informa a tu coach sobre cualquier lesión o condición médica.</p>`;

const PRIVACY = `<h2>Aviso de Privacidad</h2>
<p>Estudio Demo S.A. de C.V., con domicilio en Colima 123, Roma Norte, Ciudad de México, es responsable del tratamiento de tus datos personales conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.</p>
<h3>Datos que recabamos</h3>
<p>Nombre, correo electrónico, teléfono, fecha de nacimiento, dirección de facturación e historial de reservaciones y compras.</p>
<h3>Finalidades</h3>
<p>Administrar tu cuenta, tus reservaciones y tus pagos; enviarte avisos sobre tus clases; y, si lo autorizas, enviarte promociones.</p>
<h3>Derechos ARCO</h3>
<p>Puedes acceder, rectificar, cancelar u oponerte al tratamiento de tus datos escribiendo a privacidad@estudiodemo.mx.</p>`;

const FAQ = `<h2>Preguntas frecuentes</h2>
<h3>¿Qué necesito llevar?</h3><p>Ropa cómoda, una toalla y tu botella de agua. Tenemos tapetes y zapatos de cycling.</p>
<h3>¿Puedo llevar a una invitada?</h3><p>Sí, al reservar puedes agregar una invitada; se descuenta un crédito adicional.</p>`;

export const DEMO_PAGES = [
  { slug: 'terminos', title: 'Términos y Condiciones', content: TERMS, required: true },
  { slug: 'privacidad', title: 'Aviso de Privacidad', content: PRIVACY, required: false },
  { slug: 'preguntas', title: 'Preguntas Frecuentes', content: FAQ, required: false },
  // No content: the page exists but stays out of the footer (spec 3 'Page').
  { slug: 'reglamento', title: 'Reglamento', content: null, required: false },
] as const;

export const DEMO_ANNOUNCEMENTS = [
  {
    title: 'Nueva sucursal en la Condesa',
    content: 'Ya abrimos Estudio Condesa en Av. Tamaulipas 45. Reserva tus clases en ambas sucursales con el mismo paquete.',
    daysAgo: 20,
  },
  {
    title: 'Masterclass cada domingo',
    content: 'Todos los domingos a las 12:00 tenemos Masterclass de Yoga y Meditación con música en vivo. Cupo limitado.',
    daysAgo: 6,
  },
  {
    title: 'Horario de días festivos',
    content: 'En días festivos solo abrimos de 8:00 a 12:00. Consulta el calendario antes de reservar.',
    daysAgo: 2,
  },
] as const;

type FieldSpec = readonly [key: string, type: string, label: string, required: boolean, options?: readonly string[], precondition?: string];

const SIGNUP_REASONS = ['Redes sociales', 'Recomendación', 'Pasaba por aquí', 'Otro'];

/** Forms in id order: the sixth is the address form, as spec 5 expects ('the address type uses form 6'). */
export const DEMO_FORMS: readonly { name: string; fields: readonly FieldSpec[] }[] = [
  {
    name: 'Información personal',
    fields: [
      ['name', 'text', 'Nombre', true], ['last_name', 'text', 'Apellidos', true], ['phone', 'phone', 'Teléfono', true],
      ['birthdate', 'birthdate', 'Fecha de nacimiento', false], ['instagram', 'text', 'Instagram', false],
      ['signup_reason', 'select', '¿Cómo nos conociste?', false, SIGNUP_REASONS],
      ['other', 'text', 'Cuéntanos', false, undefined, 'signup_reason=Otro'],
    ],
  },
  {
    name: 'Cuestionario de salud',
    fields: [
      ['nivel', 'select', 'Nivel de actividad', true, ['Principiante', 'Intermedio', 'Avanzado']],
      ['lesiones', 'textarea', 'Lesiones o condiciones médicas', false], ['embarazo', 'boolean', 'Estoy embarazada', false],
    ],
  },
  { name: 'Registro de invitado', fields: [['guest', 'text', 'Nombre de tu invitado', true], ['guest_phone', 'phone', 'Teléfono de tu invitado', false]] },
  { name: 'Comprobante de pago', fields: [['receipt', 'image', 'Foto del comprobante', true], ['paid_at', 'date', 'Fecha de pago', true]] },
  {
    name: 'Datos de facturación',
    fields: [
      ['rfc', 'text', 'RFC', true], ['razon_social', 'text', 'Razón social', true],
      ['uso_cfdi', 'select', 'Uso de CFDI', true, ['G03 Gastos en general', 'D01 Honorarios médicos', 'S01 Sin efectos fiscales']],
    ],
  },
  {
    name: 'Dirección',
    fields: [
      ['street', 'text', 'Calle', false], ['number', 'text', 'Número', false], ['interior_number', 'text', 'Interior', false],
      ['neighborhood', 'text', 'Colonia', false], ['city', 'text', 'Ciudad', true], ['zip_code', 'number', 'Código postal', false],
      ['state', 'text', 'Estado', true], ['country', 'text', 'País', true],
    ],
  },
];

/** Extra fields the studio keeps on customers. */
export const DEMO_CUSTOM_FIELDS = [
  { object: 'customer', key: 'talla_playera', type: 'select', required: false, label: 'Talla de playera', options: JSON.stringify(['CH', 'M', 'G']) },
  { object: 'customer', key: 'contacto_emergencia', type: 'phone', required: false, label: 'Teléfono de emergencia', options: null },
  { object: 'customer', key: 'objetivo', type: 'textarea', required: false, label: 'Tu objetivo', options: null },
] as const;
