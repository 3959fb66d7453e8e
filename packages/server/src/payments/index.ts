export type {
  CardDetails, CardToken, ChargeRequest, ChargeResult, GatewayRefusal, PaymentGateway, TokenizeResult,
} from './gateway.js';
export { sandboxGateway, type SandboxCharge, type SandboxGateway, type SandboxOptions } from './sandbox/sandbox-gateway.js';
export { SANDBOX_TOKEN_PREFIX, decodeSandboxToken, encodeSandboxToken, type SandboxCard } from './sandbox/sandbox-token.js';
export {
  CARD_TOKEN_INVALID, FORMAT_CODES, OUTCOME_CODES, SANDBOX_TEST_CARDS, outcomeOf, passesLuhn, type SandboxOutcome,
} from './sandbox/test-cards.js';
