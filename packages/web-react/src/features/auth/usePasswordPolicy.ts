import { useEffect, useState } from 'react';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '@estudio/core';
import { useServices } from '../../app/services.js';

/** The identity provider's password policy (spec 5), the default (6 characters) until it answers. */
export const usePasswordPolicy = (): PasswordPolicy => {
  const { identity } = useServices();
  const [policy, setPolicy] = useState<PasswordPolicy>(DEFAULT_PASSWORD_POLICY);
  useEffect(() => {
    let live = true;
    identity.passwordPolicy().then(
      (answer) => live && setPolicy(answer),
      // A provider that cannot tell keeps the spec's default.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [identity]);
  return policy;
};
