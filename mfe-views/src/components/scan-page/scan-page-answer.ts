import type { ScanPage } from 'shared/contracts/scan-pages';
import type { ViewContent } from '../view-renderer/view-types';

/**
 * The ScanPage contract's answer, with the view's content as the content schema the API checked when the view was
 * saved (the wire carries it as an open object).
 */
export type ScanPageAnswer = Omit<ScanPage, 'view'> & {
  view: (Omit<NonNullable<ScanPage['view']>, 'content'> & { content: ViewContent }) | null;
};
