import { mountStandalone } from 'shared/standalone';
import { pages } from './pages';

mountStandalone('mfe-downloads', pages, [
  { path: '/projects/:projectId/download', page: 'bulk-download' },
  { path: '/projects/:projectId/collections/:collectionId/download', page: 'tag-download' },
  { path: '/projects/:projectId/collections/:collectionId/metadata', page: 'metadata' },
  { path: '/projects/:projectId/collections/:collectionId/custom-attributes', page: 'custom-attributes' },
]);
