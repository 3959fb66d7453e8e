import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SingleClass } from '@estudio/core';
import { ClassCard } from '../../packages/web-react/src/features/schedule/card/ClassCard.js';
import { classCardModel, type CardContext } from '../../packages/web-react/src/features/schedule/card/classCard.rules.js';
import { mobile } from '../.storybook/mobile.js';
import { classAt, MONDAY_9AM, mineOf, noop, takenBy } from './helpers.js';

const CONTEXT: CardContext = {
  now: MONDAY_9AM,
  zone: 'America/Mexico_City',
  timeframe: {},
  waitlistEnabled: true,
  guestsAllowed: true,
  showLocation: true,
  cancel: { cancelTimeframe: { value: 12, unit: 'hours' }, allowCancelReservations: true, allowCancelAfterThreshold: false },
};

interface CardDemoProps {
  readonly cls: SingleClass;
  readonly context?: Partial<CardContext>;
  readonly compact?: boolean;
  readonly busy?: boolean;
  readonly checkoutAvailable?: boolean;
}

/** A class card in a calendar column's width (or a landing row when compact). */
const CardDemo = ({ cls, context, compact = false, busy = false, checkoutAvailable = false }: CardDemoProps) => (
  <div style={{ padding: 16, maxWidth: compact ? 560 : 180 }}>
    <ClassCard
      model={classCardModel(cls, { ...CONTEXT, ...context })}
      compact={compact}
      busy={busy}
      checkoutAvailable={checkoutAvailable}
      onReserve={noop}
      onAddGuest={noop}
      onCancel={noop}
      onLeaveWaitlist={noop}
    />
  </div>
);

const meta = { title: 'Schedule/ClassCard', component: CardDemo, args: { cls: classAt(24, takenBy(9)) } } satisfies Meta<typeof CardDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Places left and 'Reservar'. */
export const Available: Story = {};
/** One place left: '1 lugar'. */
export const LastPlace: Story = { args: { cls: classAt(24, takenBy(11)) } };
/** The reserve flow is working on this class. */
export const Busy: Story = { args: { busy: true } };
/** Highlighted: the count, the guest (+1), the spot, '+ Invitado' and 'Cancelar'. */
export const Reserved: Story = { args: { cls: classAt(24, { ...takenBy(5), ...mineOf([{ id: 7, spot: '3' }, { id: 8, guest: 'Ana' }]) }) } };
/** Reserved, past the cancel window: no cancel. */
export const ReservedNotCancellable: Story = { args: { cls: classAt(2, mineOf([{ id: 7 }])) } };
/** Sold Out, with 'Anotarme' to the waitlist. */
export const FullWithWaitlist: Story = { args: { cls: classAt(24, takenBy(12)) } };
/** Sold Out without a waitlist: nothing to do. */
export const FullWithoutWaitlist: Story = { args: { cls: classAt(24, takenBy(12)), context: { waitlistEnabled: false } } };
/** Sold Out, and the customer is on the waitlist. */
export const OnWaitlist: Story = { args: { cls: classAt(24, { ...takenBy(12), ...mineOf([], 3) }) } };
/** Sold as a package: 'Comprar' disabled while the checkout does not exist. */
export const PackageBound: Story = { args: { cls: classAt(24, { class_package_id: 6 }) } };
/** Sold as a package, once /checkout exists: 'Comprar' links it. */
export const PackageBoundWithCheckout: Story = { args: { cls: classAt(24, { class_package_id: 6 }), checkoutAvailable: true } };
/** Booking closed before the class (reservation timeframe of 3 h). */
export const BookingClosed: Story = { args: { cls: classAt(2), context: { timeframe: { hours: 3 } } } };
/** A class that began: muted, nothing to do. */
export const Past: Story = { args: { cls: classAt(-2) } };
/** One location only: the card names none. */
export const SingleLocation: Story = { args: { context: { showLocation: false } } };
/** The landing's compact row. */
export const Compact: Story = { args: { compact: true } };
export const CompactMobile: Story = { args: { compact: true }, globals: mobile };
