import { useMemo } from 'react';
import { Link } from 'react-router';
import { fill, messages, type Customer } from '@estudio/core';
import { useStudioConfig } from '../../app/services.js';
import { useSession } from '../../app/session.js';
import { Container } from '../../ui/Container/index.js';
import { BUILT_MEMBER_SCREENS } from './memberScreens.js';
import { nextSteps, type NextStep } from './nextSteps.js';
import { profileWarning } from './profileWarning.js';
import * as styles from './home.css.js';

const text = messages.memberArea;

/** Spec 2: 'Necesitas cargar la siguiente información: …' and 'No has agregado tu cumpleaños'. */
const ProfileNotice = ({ customer }: { customer: Customer }) => {
  const warning = profileWarning(customer);
  if (!warning.pending && !warning.birthdate) return null;
  return (
    <div className={styles.warning}>
      {warning.pending ? <p className={styles.warningLine}>{warning.pending}</p> : null}
      {warning.birthdate ? <p className={styles.warningLine}>{warning.birthdate}</p> : null}
    </div>
  );
};

const NextSteps = ({ steps }: { steps: readonly NextStep[] }) => (
  <section aria-labelledby="member-next-steps">
    <h2 id="member-next-steps" className={styles.stepsTitle}>
      {text.nextSteps}
    </h2>
    <ul className={styles.steps}>
      {steps.map((step) => (
        <li key={step.to}>
          <Link className={styles.stepLink} to={step.to}>
            {step.label}
          </Link>
        </li>
      ))}
    </ul>
  </section>
);

/**
 * /mystudio until the calendar slice takes its place: a greeting, the
 * profile warning, and next steps to the screens that exist.
 */
export const MemberHome = () => {
  const config = useStudioConfig();
  const { customer } = useSession();
  const steps = useMemo(() => nextSteps(config, BUILT_MEMBER_SCREENS), [config]);
  if (!customer) return null;
  return (
    <Container className={styles.home}>
      <div>
        <h1 className={styles.greeting}>{fill(text.greeting, { name: customer.name || customer.email })}</h1>
        <p className={styles.subtitle}>{fill(text.welcome, { business: config.appearance.businessName })}</p>
      </div>
      <ProfileNotice customer={customer} />
      <NextSteps steps={steps} />
    </Container>
  );
};
