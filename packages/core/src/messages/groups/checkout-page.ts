/**
 * The checkout screen and the order confirmation (spec 2 '/checkout',
 * '/gracias'; spec 5 'Card form'): the labels the spec leaves to us. The
 * spec's own texts stay in `checkout` and `purchases`.
 */
export const checkoutPage = {
  title: 'Finaliza tu compra',
  summaryTitle: 'Tu compra',
  paymentTitle: 'Método de pago',
  subtotal: 'Subtotal',
  total: 'Total',
  discountLine: 'Descuento ({code})',
  /** The card form (spec 5): number, the name on it, MM/YYYY and the CVC. */
  cardNumber: 'Número de tarjeta',
  cardName: 'Nombre en la tarjeta',
  cardExpiry: 'Vencimiento (MM/AAAA)',
  cardCvc: 'CVC',
  cardBrandHint: 'Tarjeta {brand}',
  whatsappBuy: 'Comprar por WhatsApp',
  whatsappMessage: 'Hola, quiero comprar el paquete {title}.',
  /** The signed-out toggle's group name (the tabs are `checkout.signInTab` and `checkout.signUpTab`). */
  authChoice: 'Cómo quieres continuar',
  termsTitle: 'Términos',
  seePackages: 'Ver paquetes',
  /** The order confirmation (spec 2 '/gracias/{purchase_id}'). */
  thanksIntro: '¡Gracias por tu compra!',
  orderPackage: 'Paquete',
  orderDate: 'Fecha',
  orderAccount: 'Cuenta',
  orderStatus: 'Estado',
  orderClasses: 'Clases',
  orderMethod: 'Método de pago',
  bankTitle: 'Datos para tu pago',
  bankName: 'Banco',
  bankCard: 'Tarjeta',
  bankAccountNumber: 'Número de cuenta',
  bankAccountName: 'Titular',
  thanksSignIn: 'Inicia sesión para ver tu orden.',
  signIn: 'Iniciar Sesión',
  orderNotFound: 'No encontramos esta orden.',
  /** The fake server's refusal to cancel what is not an active subscription. */
  notCancellable: 'Esta compra no se puede cancelar.',
} as const;
