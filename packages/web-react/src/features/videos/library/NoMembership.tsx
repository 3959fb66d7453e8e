import { messages } from '@estudio/core';
import { useStudioConfig } from '../../../app/services.js';
import { ButtonLink } from '../../../ui/Button/index.js';
import { EmptyState } from '../../../ui/EmptyState/index.js';
import { memberPackagesHref } from '../../member/memberLinks.js';

/** Spec 2: without an active online membership, the text and a link to the packages (/mystudio/paquetes). */
export const NoMembership = () => {
  const config = useStudioConfig();
  return (
    <div role="status">
      <EmptyState
        message={messages.videos.noMembership}
        action={
          <ButtonLink to={memberPackagesHref(config)} variant="primary">
            {messages.videos.buyMembership}
          </ButtonLink>
        }
      />
    </div>
  );
};
