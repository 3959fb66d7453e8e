export type {
  AppliedDiscount,
  CardBrand,
  CheckoutFailure,
  CheckoutFlow,
  CheckoutOutcome,
  DiscountBaseFacts,
  DiscountLike,
  PaymentChoice,
  PaymentMethodLike,
  SavedCardLike,
  SignupFeeFacts,
  SignupFeeNotice,
} from './checkout.model.js';
export {
  checkoutTotal,
  discountBase,
  discountedPrice,
  formatCheckoutAmount,
  parseCheckoutAmount,
  renewalPrice,
  roundMoney,
  type RenewalDiscount,
} from './discount.rules.js';
export { checkoutPath, signupFeeNotice } from './signup-fee.rules.js';
export {
  cardBrand,
  cardDigits,
  cardFieldEmpty,
  cardLastDigits,
  expiryPassed,
  formatCardNumber,
  parseExpiry,
  savedCardLabel,
  validateCardForm,
  type CardField,
  type CardFormResult,
  type CardFormValues,
  type CardTokenRequest,
  type ValidCard,
} from './card.rules.js';
export {
  CARD_CODES,
  PROVIDER_ERROR,
  checkoutErrorMessage,
  checkoutFlowOf,
  checkoutSuccessMessage,
  discountErrorMessage,
  type CheckoutErrorOptions,
} from './errors.rules.js';
export {
  CARD_METHOD_WORD,
  CASH_METHOD_NAME,
  availableChoices,
  checkoutMethodFor,
  defaultPaymentChoice,
  findCardMethod,
  findCashMethod,
  methodKind,
  paymentMethodIdFor,
  type CheckoutMethodKind,
  type PaymentOptionsFacts,
} from './payment-choice.rules.js';
export {
  checkoutOffer,
  isFreePackage,
  type CheckoutOffer,
  type CheckoutOfferFacts,
} from './free-package.rules.js';
export {
  INVALID_CHECKOUT_ANSWER,
  afterPurchaseDestination,
  readCheckoutAnswer,
  thanksPath,
  type CheckoutAnswer,
  type CheckoutDestination,
} from './answer.rules.js';
export type {
  AttemptInput,
  CaptureInput,
  CheckoutActors,
  CheckoutAuthMode,
  CheckoutContext,
  CheckoutEvent,
  CheckoutMachineInput,
} from './checkout.types.js';
export {
  checkoutMachine,
  createCheckoutMachine,
  type CheckoutMachine,
  type CheckoutSnapshot,
} from './checkout.machine.js';
export {
  connectCheckout,
  type CheckoutSnapshotLike,
  type CheckoutStatus,
  type CheckoutView,
} from './checkout.connect.js';
