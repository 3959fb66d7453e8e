import type { RouteObject } from 'react-router';
import { messages } from '@estudio/core';
import { lazyRoute } from '../../app/lazyRoute.js';
import { PublicLayout } from '../../chrome/PublicLayout/index.js';
import { LoadingScreen } from '../../ui/LoadingScreen/index.js';

const loading = <LoadingScreen label={messages.ui.loading} />;

/**
 * Sign-in, sign-up and recovery (spec 2). /entrar, /entrar/enlace (where a
 * Firebase e-mail sign-in link lands), /registro, /recuperar and
 * /confirmar-correo (where a new e-mail's confirmation link lands) live in the
 * public chrome; /login is the customer area's own screen without it. Each
 * screen loads on demand, so the landing page's bundle carries none of them.
 */
export const authRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: 'entrar', element: lazyRoute(async () => (await import('./SignInPage.js')).SignInPage, loading) },
      { path: 'entrar/enlace', element: lazyRoute(async () => (await import('./EmailLinkPage.js')).EmailLinkPage, loading) },
      { path: 'registro', element: lazyRoute(async () => (await import('./SignUpPage.js')).SignUpPage, loading) },
      { path: 'recuperar', element: lazyRoute(async () => (await import('./RecoverPage.js')).RecoverPage, loading) },
      {
        path: 'recuperar/nueva',
        element: lazyRoute(async () => (await import('./ResetPasswordPage.js')).ResetPasswordPage, loading),
      },
      { path: 'confirmar-correo', element: lazyRoute(async () => (await import('./confirm-email/ConfirmEmailPage.js')).ConfirmEmailPage, loading) },
    ],
  },
  { path: 'login', element: lazyRoute(async () => (await import('./LoginPage.js')).LoginPage, loading) },
];
