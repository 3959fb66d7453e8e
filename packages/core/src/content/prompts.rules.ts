import { pendingRequiredPage, type RequiredPageLike } from '../session/session.rules.js';

/** The modals of the member area that ask something of the customer on arrival, one at a time. */
export type MemberPrompt = 'requiredPage' | 'completeProfile' | 'popup';

/** What decides which prompt the member area shows now. */
export interface MemberPromptFacts {
  /** Every page (GET /pages); null while they load, when nothing is decided yet. */
  readonly pages: readonly RequiredPageLike[] | null;
  /** The pages this customer has accepted. */
  readonly acceptedPages: readonly { readonly page_id: number }[];
  /** Required profile fields are still empty ('Completar Información'). */
  readonly profilePending: boolean;
  /** The promotional popup is configured and has not shown today. */
  readonly popupDue: boolean;
}

/**
 * Spec 4, Required pages, and spec 2, Modals: after sign-in the first
 * required page not accepted comes first and cannot be closed; otherwise a
 * pending profile asks for 'Completar Información'; only when neither is
 * asking may the promotional popup show, so it never stacks over them.
 * Nothing is decided while the pages load: a popup shown then could end
 * up under a required page that arrives a moment later.
 */
export const memberPrompt = (facts: MemberPromptFacts): MemberPrompt | null => {
  if (facts.pages === null) return null;
  if (pendingRequiredPage(facts.pages, facts.acceptedPages) !== null) return 'requiredPage';
  if (facts.profilePending) return 'completeProfile';
  return facts.popupDue ? 'popup' : null;
};
