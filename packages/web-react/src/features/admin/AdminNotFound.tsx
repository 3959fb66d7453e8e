import { useLocation } from 'react-router';
import { fill, messages } from '@estudio/core';
import { ButtonLink } from '../../ui/Button/index.js';
import { ScreenHeader } from './shared/ScreenHeader.js';

/**
 * An address under /admin that names no screen (a typo, an old bookmark, a
 * screen of a later part): said inside the chrome, with the menu beside it
 * and a way back to 'Hoy', never a blank page.
 */
export const AdminNotFound = () => {
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="admin-not-found-title">
      <ScreenHeader id="admin-not-found-title" title={messages.desk.notFoundTitle} subtitle={fill(messages.desk.notFound, { path: pathname })} />
      <p>
        <ButtonLink to="/admin">{messages.desk.backToToday}</ButtonLink>
      </p>
    </section>
  );
};
