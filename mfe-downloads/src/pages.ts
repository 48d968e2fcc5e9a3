import { lazy, type ComponentType } from 'react';
import { placeholderPage as placeholder } from 'shared';

export const pages: Record<string, ComponentType> = {
  'bulk-download': lazy(() => import('./features/bulk-download/bulk-download-page')),
  'tag-download': placeholder('Download Fingerprints'),
  metadata: lazy(() => import('./features/metadata/metadata-page')),
  'custom-attributes': lazy(() => import('./features/custom-attributes/custom-attributes-page')),
};
