import { mountStandalone } from 'shared/standalone';
import { pages } from './pages';

mountStandalone('mfe-analytics', pages, [{ path: '/projects/:projectId/analytics', page: 'analytics' }]);
