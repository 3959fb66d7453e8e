import { messages } from '@estudio/core';
import { useStudioConfig } from '../../app/services.js';
import { AuthPanel, Backdrop } from './AuthPanel.js';
import { RedirectWhenSignedIn } from './RedirectWhenSignedIn.js';
import { SignUpForm } from './SignUpForm.js';

/**
 * /registro: 'Regístrate' over the studio's background image (bg_signup,
 * else bg_login). A signed-in customer, or one who just signed up, goes to
 * /mystudio.
 */
export const SignUpPage = () => {
  const { appearance } = useStudioConfig();
  return (
    <RedirectWhenSignedIn>
      <Backdrop image={appearance.bgSignup ?? appearance.bgLogin}>
        <AuthPanel title={messages.authScreens.signUpTitle} intro={messages.authScreens.signUpIntro} wide>
          <SignUpForm />
        </AuthPanel>
      </Backdrop>
    </RedirectWhenSignedIn>
  );
};
