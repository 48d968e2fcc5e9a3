import { mountStandalone } from 'shared/standalone';
import { pages } from './pages';

mountStandalone('mfe-accounts', pages, [
  { path: '/login', page: 'login' },
  { path: '/logout', page: 'logout' },
  { path: '/onboarding', page: 'onboarding' },
  { path: '/verification-sent', page: 'verification-sent' },
]);
