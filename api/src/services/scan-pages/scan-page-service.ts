import type { Db } from '../../db/db.js';
import { notFound } from '../../errors.js';
import { RESULT_VIEW_LANGUAGES, type ScanState } from 'shared/contracts/collection-views';
import type { TagStatus } from 'shared/contracts/tag-status';
import type { PageScanAnswer, PageScanBody, ScanPage } from 'shared/contracts/scan-pages';
import type { ResultView } from 'shared/contracts/views';
import {
  findScannedTag,
  findViewById,
  listDefaultViews,
  type DefaultViewRow,
  type ScannedTagRow,
} from '../../repositories/scan-pages/scan-pages-repository.js';
import type { ResultViewRow } from '../../repositories/views/views-repository.js';
import { toView } from '../views/view-service.js';
import { tagIdOf } from '../tags/short-codes.js';
import { storeScans } from '../protection/store-scans.js';

export type Language = (typeof RESULT_VIEW_LANGUAGES)[number];
const SUPPORTED = new Set<string>(RESULT_VIEW_LANGUAGES);

const tagNotFound = () => notFound('Tag not found.');

/** A scanner sees the page, not how the brand names and files it. */
function drawable(view: ResultView): NonNullable<ScanPage['view']> {
  const {
    id: _id,
    project_id: _project,
    name: _name,
    description: _description,
    created_at: _c,
    updated_at: _u,
    version: _version,
    updated_by: _by,
    ...rest
  } = view;
  return rest;
}

/**
 * 001 §3: a section that requires authentication is for a scan the service has authenticated; this page
 * is open to anyone holding the tag's code, so such sections (and the assets only they draw) stay here.
 */
function withoutMemberSections(row: ResultViewRow): ResultViewRow {
  const sections = Array.isArray(row.content.sections) ? (row.content.sections as unknown[]) : [];
  const open = sections.filter(
    (section) => (section as { data?: { requiresAuthentication?: unknown } }).data?.requiresAuthentication !== true,
  );
  return { ...row, content: { ...row.content, sections: open } };
}

/** The supported languages of an Accept-Language header, most wanted first (`de-CH;q=0.9` counts as `de`). */
export function preferredLanguages(header: string | undefined): Language[] {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { language: tag.toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0 && SUPPORTED.has(entry.language))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return [...new Set(ranked.map((entry) => entry.language as Language))];
}

/**
 * The default view for the first language the scanner accepts, the scanner's own platform before
 * 'ALL'; then the collection's English default.
 */
function chooseView(defaults: DefaultViewRow[], languages: Language[]): DefaultViewRow | undefined {
  for (const language of [...languages, 'en' as const]) {
    const matches = defaults.filter((entry) => entry.language === language);
    const chosen = matches.find((entry) => entry.platform !== 'ALL') ?? matches[0];
    if (chosen) return chosen;
  }
  return undefined;
}

async function scannedTag(db: Db, code: string): Promise<ScannedTagRow> {
  const tagId = tagIdOf(code);
  const tag = tagId ? await findScannedTag(db, tagId) : undefined;
  if (!tag) throw tagNotFound();
  return tag;
}

/**
 * The scan states whose views a scan of a tag in this status may show, in order. An inactive or blacklisted tag
 * falls back to the failed-match view, then to the built-in page that cannot verify the product.
 */
const STATES_FOR_STATUS: Record<TagStatus, ScanState[]> = {
  active: ['positive'],
  inactive: ['inactive', 'negative'],
  blacklisted: ['blacklisted', 'negative'],
};

/** The view a scan of a collection's tag in `status` shows, with the scan state it is assigned to. */
export async function viewForStatus(
  db: Db,
  collectionId: string,
  status: TagStatus,
  platform: string,
  languages: Language[],
): Promise<{ state: ScanState; language: Language; view: ResultViewRow } | undefined> {
  for (const state of STATES_FOR_STATUS[status]) {
    const chosen = chooseView(await listDefaultViews(db, collectionId, state, platform), languages);
    const view = chosen ? await findViewById(db, chosen.view_id) : undefined;
    if (chosen && view) return { state, language: chosen.language as Language, view };
  }
  return undefined;
}

/**
 * The page a scan of the tag shows while it has `status`: its view, else the built-in page that cannot verify
 * the product; an active tag without a view has no page yet (404).
 */
export async function scanPageFor(
  db: Db,
  tag: { code: string; sequenceNumber: number; collectionId: string },
  status: TagStatus,
  platform: string,
  languages: Language[],
): Promise<ScanPage> {
  const page = { tag: { code: tag.code, sequenceNumber: tag.sequenceNumber } };
  const chosen = await viewForStatus(db, tag.collectionId, status, platform, languages);
  if (chosen) {
    return { ...page, language: chosen.language, view: drawable(await toView(db, withoutMemberSections(chosen.view))) };
  }
  if (status === 'active') throw notFound('This product has no page yet.');
  return { ...page, language: languages[0] ?? 'en', view: null };
}

export async function getScanPage(
  db: Db,
  code: string,
  platform: string,
  acceptLanguage: string | undefined,
): Promise<ScanPage> {
  const tag = await scannedTag(db, code);
  const scanned = { code, sequenceNumber: Number(tag.sequence_number), collectionId: tag.collection_id };
  return scanPageFor(db, scanned, tag.status, platform, preferredLanguages(acceptLanguage));
}

/**
 * The scan page records itself once per client scan id, so a reload is not a second scan; it is scored like a
 * scanner's scan (a page scan carries no place, so only the rules on the tag itself can flag it).
 */
export async function recordPageScan(
  db: Db,
  code: string,
  body: PageScanBody,
  userAgent: string,
): Promise<PageScanAnswer> {
  const tag = await scannedTag(db, code);
  const stored = await storeScans(db, [
    {
      project_id: tag.project_id,
      collection_id: tag.collection_id,
      tag_id: tag.id,
      client_scan_id: body.clientScanId,
      created_at: new Date().toISOString(),
      city: '',
      country: '',
      client_location_lat: null,
      client_location_long: null,
      geolocation_enabled: false,
      client_session_id: body.clientSessionId ?? null,
      client_agent: body.platform === 'ALL' ? 'WEBSCANNER' : body.platform,
      scan_status: 'SUCCESS',
      rule_status: null,
      tag_metadata: null,
      hook_data: null,
      user_agent: { ua: userAgent.slice(0, 500) },
      detect_data: null,
      match_data: null,
    },
  ]);
  return { recorded: stored > 0 };
}
