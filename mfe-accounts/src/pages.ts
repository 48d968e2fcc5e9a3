import { lazy } from 'react';
import type { PagesOf } from 'shared/routes';

export const pages = {
  login: lazy(() => import('./features/login/login-page')),
  logout: lazy(() => import('./features/logout/logout-page')),
  onboarding: lazy(() => import('./features/onboarding/onboarding-page')),
  'verification-sent': lazy(() => import('./features/verification/verification-sent-page')),
  'forgot-password': lazy(() => import('./features/password-reset/forgot-password-page')),
  'reset-password': lazy(() => import('./features/password-reset/reset-password-page')),
  register: lazy(() => import('./features/registration/register-page')),
  'verify-email': lazy(() => import('./features/registration/verify-email-page')),
  'join-company': lazy(() => import('./features/join-company/join-company-page')),
  'need-help': lazy(() => import('./features/need-help/need-help-page')),
  admin: lazy(() => import('./features/administration/administration-page')),
} satisfies PagesOf<'mfe_accounts'>;
