import { checkViewContent } from 'shared/contracts/view-content';
import type { ViewContent } from '../../components/view-renderer/view-types';
import { migrateContent } from './legacy-migration';

export const INVALID_JSON = 'Invalid JSON. Invalid JSON will not be saved.';
const REQUIRED_KEYS = ['fonts', 'sections', 'styles'] as const;

export type ContentJsonResult = { ok: true; content: ViewContent; notes: string[] } | { ok: false; error: string };

/**
 * 001 §5: the Advanced View's text becomes the content only when it is JSON with the required keys, and
 * content the API would refuse on save is refused here with the API's words (the same schema).
 * Old-format content (with `blocks` for `sections`) is taken and converted, like a view loaded from the API.
 */
export function readContentJson(text: string): ContentJsonResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, error: INVALID_JSON };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { ok: false, error: INVALID_JSON };
  const keys = new Set(Object.keys(parsed));
  if (keys.has('blocks') && !keys.has('sections')) keys.add('sections');
  const missing = REQUIRED_KEYS.filter((key) => !keys.has(key) && !(key === 'styles' && keys.has('blocks')));
  if (missing.length > 0) return { ok: false, error: `JSON is missing the required keys: ${missing.join(', ')}` };
  const { content, notes } = migrateContent(parsed);
  const checked = checkViewContent(content);
  return checked.ok ? { ok: true, content: checked.content, notes } : { ok: false, error: checked.problem };
}
