import { useEffect, useState } from 'react';
import { isPopupDue, markPopupShown, memberPrompt, promoPopup, type PopupDayPorts, type PromoPopup as Popup } from '@estudio/core';
import { useServices } from '../../app/services.js';
import { useSession } from '../../app/session.js';
import { useRequiredPages } from '../auth/useRequiredPages.js';
import { isProfilePending } from '../member/profileWarning.js';
import { useProfileForm } from '../schedule/profile/profileForm.js';
import { PromoPopupModal } from './PromoPopupModal.js';

/**
 * Whether the popup's turn has come (core's `memberPrompt`): signed in,
 * the pages and the profile form loaded, no required page to accept and no
 * profile to complete, so it never stacks over those non-closable modals.
 */
const usePopupTurn = (): boolean => {
  const session = useSession();
  const required = useRequiredPages();
  const profileForm = useProfileForm();
  const customer = session.customer;
  if (!session.signedIn || customer === null || profileForm.status === 'loading') return false;
  const prompt = memberPrompt({
    pages: required.status === 'loading' ? null : required.pages,
    acceptedPages: customer.accepted_pages,
    profilePending: isProfilePending(customer, profileForm.fields),
    popupDue: true,
  });
  return prompt === 'popup';
};

type Stage = 'waiting' | 'open' | 'closed';

/** Waits for the popup's turn, records the day it shows, and shows it until closed. */
const PopupWhenFree = ({ popup, ports, businessName }: { popup: Popup; ports: PopupDayPorts; businessName: string }) => {
  const turn = usePopupTurn();
  const [stage, setStage] = useState<Stage>('waiting');
  useEffect(() => {
    if (stage !== 'waiting' || !turn) return;
    markPopupShown(ports);
    setStage('open');
  }, [stage, turn, ports]);
  if (stage !== 'open') return null;
  return <PromoPopupModal popup={popup} businessName={businessName} onClose={() => setStage('closed')} />;
};

/**
 * The promotional popup of the member area (spec 2 and 9): shown at most
 * once a day (the studio's day, kept in the device's storage) when
 * popup_presencial_enabled is on with an image and a link, and only once
 * the required-page and 'Completar Información' modals have nothing to ask.
 * Mounted once, by the member layout; with no popup due it loads nothing.
 */
export const PromoPopup = () => {
  const { config, storage, clock } = useServices();
  const [due] = useState(() => {
    const popup = promoPopup(config);
    const ports: PopupDayPorts = { storage, clock, zone: config.rules.timezone };
    return popup !== null && isPopupDue(ports) ? { popup, ports } : null;
  });
  if (due === null) return null;
  return <PopupWhenFree popup={due.popup} ports={due.ports} businessName={config.appearance.businessName} />;
};
