import { lazy, type ComponentType } from 'react';
import { placeholderPage as placeholder } from 'shared';

export const pages: Record<string, ComponentType> = {
  login: lazy(() => import('./features/login/login-page')),
  logout: lazy(() => import('./features/logout/logout-page')),
  onboarding: lazy(() => import('./features/onboarding/onboarding-page')),
  'verification-sent': lazy(() => import('./features/verification/verification-sent-page')),
  'forgot-password': lazy(() => import('./features/password-reset/forgot-password-page')),
  'reset-password': lazy(() => import('./features/password-reset/reset-password-page')),
  register: placeholder('Register'),
  'verify-email': placeholder('Verify your email'),
  'join-company': placeholder('Join'),
  'need-help': placeholder('Need help'),
  admin: placeholder('Administration'),
};
