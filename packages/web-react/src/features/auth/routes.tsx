import type { RouteObject } from 'react-router';
import { messages } from '@estudio/core';
import { PublicLayout } from '../../chrome/PublicLayout/index.js';
import { LoadingScreen } from '../../ui/LoadingScreen/index.js';

const loading = <LoadingScreen label={messages.ui.loading} />;

/**
 * Sign-in, sign-up and recovery (spec 2). /entrar, /registro and
 * /recuperar live in the public chrome; /login is the customer area's own
 * screen without it. Each screen loads on demand, so the landing page's
 * bundle carries none of them.
 */
export const authRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    hydrateFallbackElement: loading,
    children: [
      { path: 'entrar', lazy: async () => ({ Component: (await import('./SignInPage.js')).SignInPage }) },
      { path: 'registro', lazy: async () => ({ Component: (await import('./SignUpPage.js')).SignUpPage }) },
      { path: 'recuperar', lazy: async () => ({ Component: (await import('./RecoverPage.js')).RecoverPage }) },
      { path: 'recuperar/nueva', lazy: async () => ({ Component: (await import('./ResetPasswordPage.js')).ResetPasswordPage }) },
    ],
  },
  {
    path: 'login',
    hydrateFallbackElement: loading,
    lazy: async () => ({ Component: (await import('./LoginPage.js')).LoginPage }),
  },
];
