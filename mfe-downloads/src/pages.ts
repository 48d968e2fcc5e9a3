import { lazy, type ComponentType } from 'react';
import { placeholderPage as placeholder } from 'shared';

export const pages: Record<string, ComponentType> = {
  'bulk-download': lazy(() => import('./features/bulk-download/bulk-download-page')),
  'tag-download': placeholder('Download Fingerprints'),
  metadata: placeholder('Metadata'),
  'custom-attributes': placeholder('Custom Attributes (new)'),
};
