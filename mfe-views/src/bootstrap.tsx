import { mountStandalone } from 'shared/standalone';
import { pages } from './pages';

mountStandalone('mfe-views', pages, [
  { path: '/projects/:projectId/result-views', page: 'result-views' },
  { path: '/projects/:projectId/result-views/:viewId', page: 'result-view-editor' },
  { path: '/projects/:projectId/assets', page: 'assets' },
]);
