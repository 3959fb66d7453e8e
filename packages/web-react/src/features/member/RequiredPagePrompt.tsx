import { useState } from 'react';
import { pendingRequiredPage, type Customer } from '@estudio/core';
import { useServices } from '../../app/services.js';
import { useSession } from '../../app/session.js';
import { useAlerts } from '../../ui/Alerts/index.js';
import { Modal } from '../../ui/Modal/index.js';
import { useRequiredPages } from '../auth/useRequiredPages.js';
import { TermsPanel } from './TermsPanel.js';

/**
 * The pages this customer has accepted: the profile's, plus those accepted
 * here whose profile reload has not come back yet, so the next page shows at
 * once.
 */
const acceptedBy = (customer: Customer | null, acceptedHere: readonly number[]) => [
  ...(customer?.accepted_pages ?? []),
  ...acceptedHere.map((page_id) => ({ page_id })),
];

/**
 * Spec 4, Required pages: after sign-in, the first required page the
 * customer has not accepted, in a modal that cannot be closed. Accepting it
 * records the acceptance, reloads the profile and shows the next one, if any.
 */
export const RequiredPagePrompt = () => {
  const { api } = useServices();
  const session = useSession();
  const alerts = useAlerts();
  const { pages } = useRequiredPages();
  const [acceptedHere, setAcceptedHere] = useState<readonly number[]>([]);
  const [busy, setBusy] = useState(false);
  const page = session.signedIn ? pendingRequiredPage(pages, acceptedBy(session.customer, acceptedHere)) : null;
  if (!page) return null;

  const accept = async () => {
    setBusy(true);
    const result = await api.content.acceptPage(page.page_id);
    setBusy(false);
    if (!result.ok) return alerts.error(result.error.message);
    setAcceptedHere((ids) => [...ids, page.page_id]);
    session.reloadProfile();
  };

  return (
    <Modal open title={page.title} hideClose size="lg">
      <TermsPanel key={page.page_id} page={page} busy={busy} onAccept={() => void accept()} />
    </Modal>
  );
};
