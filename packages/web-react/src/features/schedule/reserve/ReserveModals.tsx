import { useSession } from '../../../app/session.js';
import { LazyCompleteProfileModal } from '../profile/LazyCompleteProfileModal.js';
import { AuthPromptModal } from './AuthPromptModal.js';
import { NoCreditsModal, PenaltyModal, WaitlistModal } from './NoticeModals.js';
import { ReserveDialog } from './ReserveDialog.js';
import type { ReserveFlow } from './useReserveFlow.js';

/**
 * The modal of each step of the reserve flow (spec 2 'Modals in the member
 * area', spec 4 'Reserve flow'): login and sign-up, waitlist, credits
 * exhausted, active penalty, 'Completar Información', and the reserve
 * dialog. Nothing shows while the flow is working or idle.
 */
export const ReserveModals = ({ flow, showLocation }: { flow: ReserveFlow; showLocation: boolean }) => {
  const session = useSession({ start: false });
  const { status, facts, details } = flow;
  switch (status) {
    case 'authPrompt':
      return <AuthPromptModal onClose={flow.close} />;
    case 'waitlistPrompt':
    case 'joiningWaitlist':
      return <WaitlistModal busy={status === 'joiningWaitlist'} error={flow.error} onJoin={flow.joinWaitlist} onClose={flow.close} />;
    case 'noCredits':
      return <NoCreditsModal onClose={flow.close} />;
    case 'penalty':
      return facts?.penalty ? <PenaltyModal penalty={facts.penalty} onClose={flow.close} /> : null;
    case 'profileRequired':
      return session.customer ? (
        <LazyCompleteProfileModal
          customer={session.customer}
          onClose={flow.close}
          onSaved={() => (flow.classId === null ? flow.close() : flow.start(flow.classId, flow.mode))}
        />
      ) : null;
    case 'choosing':
    case 'reserving':
      return details && facts ? (
        <ReserveDialog
          details={details}
          guestsAllowed={facts.guestsAllowed}
          guestOnly={flow.mode === 'guest'}
          pickSpot={facts.freeSpots.length > 0}
          showLocation={showLocation}
          withGuest={flow.withGuest}
          guest={flow.guest}
          spot={flow.spot}
          error={flow.error}
          busy={status === 'reserving'}
          onToggleGuest={flow.toggleGuest}
          onGuest={flow.setGuest}
          onSpot={flow.setSpot}
          onConfirm={flow.confirm}
          onClose={flow.close}
        />
      ) : null;
    default:
      return null;
  }
};
