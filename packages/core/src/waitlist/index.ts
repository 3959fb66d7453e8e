export {
  WAITLIST_CONFIRM_DELAY_MS,
  waitlistMachine,
  type WaitlistContext,
  type WaitlistEvent,
  type WaitlistMachine,
  type WaitlistMachineInput,
  type WaitlistSnapshot,
} from './waitlist.machine.js';
export {
  connectWaitlist,
  waitlistModalCopy,
  type WaitlistSnapshotLike,
  type WaitlistStatus,
  type WaitlistView,
} from './waitlist.connect.js';
export {
  WAITLIST_CODES,
  waitlistError,
  waitlistJoinRefusal,
  type WaitlistJoinFacts,
  type WaitlistSettings,
} from './join.rules.js';
export {
  DEFAULT_OFFER_MINUTES,
  OFFER_MINUTES_RANGE,
  WAITLIST_MODES,
  bookInLine,
  isWaitlistMode,
  lineOrder,
  nextToOffer,
  offerExpiresAt,
  offerOpen,
  offerState,
  placesToHand,
  waitlistHelpText,
  type InLine,
  type OfferEntry,
  type OfferState,
  type WaitlistMode,
  type WaitlistModeRules,
} from './modes.rules.js';
