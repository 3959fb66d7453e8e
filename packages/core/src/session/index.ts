export * from './token-refresh.rules.js';
export type {
  SessionContext,
  SessionEvent,
  SessionStatus,
  SessionView,
  SignUpCheckOptions,
  SignUpForm,
  SignUpValidator,
} from './session.types.js';
export {
  SESSION_ERROR_CODES,
  OTHER_SIGNUP_REASON,
  customerSignupBody,
  duplicatePhoneError,
  identitySignUpError,
  isMissingCustomer,
  isSignUpConflict,
  pendingRequiredPage,
  requiredPageIds,
  sessionExpiredError,
  signInError,
  signUpEmail,
  signUpFormError,
  type RequiredPageLike,
} from './session.rules.js';
export { sessionMachine, type SessionMachine, type SessionSnapshot } from './session.machine.js';
export {
  signupMachine,
  type SignupMachine,
  type SignUpCheckInput,
  type SignUpContext,
  type SignUpInput,
  type SignUpOutput,
} from './signup.machine.js';
export { createSessionMachine, createSignupMachine, type SessionDeps } from './session.actors.js';
export { connectSession, sessionStatus, type SessionSnapshotLike } from './session.connect.js';
