import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { appError, type AppError } from '@estudio/core';
import { demoFixtures } from '@estudio/core/testing';
import { useSession } from '../../packages/web-react/src/app/session.js';
import { CompleteProfileModal } from '../../packages/web-react/src/features/schedule/profile/CompleteProfileModal.js';
import { AuthPromptModal } from '../../packages/web-react/src/features/schedule/reserve/AuthPromptModal.js';
import { NoCreditsModal, PenaltyModal, WaitlistModal } from '../../packages/web-react/src/features/schedule/reserve/NoticeModals.js';
import { ReserveDialog } from '../../packages/web-react/src/features/schedule/reserve/ReserveDialog.js';
import { spotLayoutFor } from '../../packages/web-react/src/features/schedule/spots/spotMap.rules.js';
import { mobile } from '../.storybook/mobile.js';
import { classAt, noop, studio } from './helpers.js';

const refused = appError('schedule/class-full', 'Lo sentimos, esta clase ya no tiene lugares disponibles.', 409);

interface DialogDemoProps {
  readonly spots?: boolean;
  readonly guests?: boolean;
  readonly guestOn?: boolean;
  readonly guestOnly?: boolean;
  readonly error?: AppError | null;
  readonly busy?: boolean;
}

/** The reserve dialog holding its own guest and spot, as the reserve flow does. */
const DialogDemo = ({ spots = false, guests = true, guestOn = false, guestOnly = false, error = null, busy = false }: DialogDemoProps) => {
  const cls = classAt(24, { class_type: { class_type_id: 4, name: 'Cycling', icon: null, spot_map: spots ? '4,4,4' : null }, class_reservations: [{ spot: '1' }, { spot: '6' }] });
  const [withGuest, setWithGuest] = useState(guestOn);
  const [guest, setGuest] = useState(guestOn ? 'A' : '');
  const [spot, setSpot] = useState<string | null>(null);
  return (
    <ReserveDialog
      details={{ cls, layout: spots ? spotLayoutFor(cls, []) : null }}
      guestsAllowed={guests}
      guestOnly={guestOnly}
      pickSpot={spots}
      showLocation
      withGuest={withGuest}
      guest={guest}
      spot={spot}
      error={error}
      busy={busy}
      onToggleGuest={setWithGuest}
      onGuest={setGuest}
      onSpot={setSpot}
      onConfirm={noop}
      onClose={noop}
    />
  );
};

const meta = { title: 'Schedule/ReserveModals', component: DialogDemo } satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Reservar Clase': the class, its time, coach and place, and the guest option. */
export const ReserveDialogPlain: Story = {};
/** With the guest's name field open and too short. */
export const ReserveDialogGuest: Story = {
  args: { guestOn: true, error: appError('validation/guest-name', 'Debes ingresar un nombre para tu invitado') },
};
/** 'Agregar Invitado' from a reserved card: the guest's name and, with a spot map, her spot. */
export const GuestPlace: Story = { args: { guestOnly: true, guestOn: true, spots: true } };
/** With the room of the class to pick a spot. */
export const ReserveDialogSpots: Story = { args: { spots: true } };
export const ReserveDialogSpotsMobile: Story = { args: { spots: true }, globals: mobile };
/** Without guests (allow_class_guests off). */
export const ReserveDialogNoGuests: Story = { args: { guests: false } };
/** The server refused (409): its message, the dialog stays open. */
export const ReserveDialogRefused: Story = { args: { error: refused } };
/** Reserving: the button's spinner. */
export const ReserveDialogBusy: Story = { args: { busy: true } };

/** A full class with the waitlist on. */
export const Waitlist: Story = { render: () => <WaitlistModal busy={false} error={null} onJoin={noop} onClose={noop} /> };
export const WaitlistRefused: Story = {
  render: () => <WaitlistModal busy={false} error={appError('waitlist/already', 'Ya estás en la lista de espera de esta clase.', 409)} onJoin={noop} onClose={noop} />,
};
/** No credit allows the class. */
export const NoCredits: Story = { render: () => <NoCreditsModal onClose={noop} /> };
/** An active penalty: the reason and the date booking opens again. */
export const Penalty: Story = {
  render: () => <PenaltyModal penalty={{ reason: '3 inasistencias consecutivas', end_date: '2025-01-09T15:00:00.000Z' }} onClose={noop} />,
};
/** Not signed in: 'Ingresar' or 'Crear cuenta', which open the forms in place. */
export const AuthPrompt: Story = { render: () => <AuthPromptModal onClose={noop} /> };
export const AuthPromptMobile: Story = { render: () => <AuthPromptModal onClose={noop} />, globals: mobile };

/** 'Completar Información' for the signed-in customer's pending fields. */
const ProfileDemo = ({ closable }: { closable: boolean }) => {
  const { customer } = useSession();
  return customer ? <CompleteProfileModal customer={customer} onClose={closable ? noop : undefined} /> : null;
};
const withoutPhone = studio({
  signedInAs: demoFixtures.accounts.socia.email,
  prepare: ({ api }) => {
    const customer = api.state.customers.find((c) => c.email === demoFixtures.accounts.socia.email);
    if (customer) Object.assign(customer, { phone: null, last_name: '' });
  },
});
/** On /mystudio it cannot be closed. */
export const CompleteProfile: Story = { render: () => <ProfileDemo closable={false} />, parameters: withoutPhone };
/** From the reserve flow it can. */
export const CompleteProfileFromFlow: Story = { render: () => <ProfileDemo closable />, parameters: withoutPhone };
