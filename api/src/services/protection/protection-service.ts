import type { Db } from '../../db/db.js';
import {
  DEFAULT_PROTECTION_RULES,
  type CollectionMarketsBody,
  type ProtectionRules,
  type ProtectionSettings,
} from 'shared/contracts/protection';
import {
  bumpRuleSetVersion,
  findProtectionSettings,
  listCollectionMarkets,
  saveProtectionRules,
  setCollectionMarkets,
} from '../../repositories/protection/protection-repository.js';
import { invalid } from '../../errors.js';
import type { AuthContext } from '../auth/auth-context.js';
import { findProjectCollection } from '../collections/collection-service.js';
import { requireProjectPermission } from '../projects/project-access.js';

/** The version scans are scored with while a project keeps the default rules. */
const DEFAULT_VERSION = 1;

/** JSON with every object's keys sorted: two rule sets written in another key order compare equal. */
const canonical = (rules: ProtectionRules) =>
  JSON.stringify(rules, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value,
  );

/** Each project's rules and their version: the saved ones, else the defaults as version 1. */
export async function projectsRuleSets(
  db: Db,
  projectIds: string[],
): Promise<Map<string, { rules: ProtectionRules; version: number }>> {
  const saved = new Map((await findProtectionSettings(db, projectIds)).map((row) => [row.project_id, row]));
  return new Map(
    projectIds.map((projectId) => {
      const row = saved.get(projectId);
      return [
        projectId,
        row
          ? { rules: row.rules, version: row.rule_set_version }
          : { rules: DEFAULT_PROTECTION_RULES, version: DEFAULT_VERSION },
      ];
    }),
  );
}

async function settings(db: Db, projectId: string): Promise<ProtectionSettings> {
  const [row] = await findProtectionSettings(db, [projectId]);
  const collections = await listCollectionMarkets(db, projectId);
  return {
    rules: row?.rules ?? DEFAULT_PROTECTION_RULES,
    ruleSetVersion: row?.rule_set_version ?? DEFAULT_VERSION,
    updatedAt: row ? row.updated_at.toISOString() : null,
    collections: collections.map(({ id, name, markets }) => ({ collectionId: id, name, markets })),
  };
}

/** Any member reads the rules their scans are scored with (project:read). */
export async function getProtectionSettings(db: Db, auth: AuthContext, projectId: string): Promise<ProtectionSettings> {
  await requireProjectPermission(db, auth, projectId, 'project:read');
  return settings(db, projectId);
}

/** An Administrator (project:update) replaces the rules; the version goes up only when they change. */
export async function putProtectionRules(
  db: Db,
  auth: AuthContext,
  projectId: string,
  rules: ProtectionRules,
): Promise<ProtectionSettings> {
  await requireProjectPermission(db, auth, projectId, 'project:update');
  return db.transaction(async (tx) => {
    const firstVersion =
      canonical(rules) === canonical(DEFAULT_PROTECTION_RULES) ? DEFAULT_VERSION : DEFAULT_VERSION + 1;
    await saveProtectionRules(tx, projectId, rules, firstVersion);
    return settings(tx, projectId);
  });
}

/**
 * An Administrator (project:update) sets a collection's markets; a change is a new version of the project's rule
 * set, since the outside-market rule reads them.
 */
export async function putCollectionMarkets(
  db: Db,
  auth: AuthContext,
  projectId: string,
  collectionId: string,
  body: CollectionMarketsBody,
): Promise<ProtectionSettings> {
  await requireProjectPermission(db, auth, projectId, 'project:update');
  await findProjectCollection(db, projectId, collectionId);
  const twice = body.markets.find((code, index) => body.markets.indexOf(code) !== index);
  if (twice) throw invalid(`markets names ${twice} twice.`);
  return db.transaction(async (tx) => {
    if (await setCollectionMarkets(tx, collectionId, body.markets)) {
      const [row] = await findProtectionSettings(tx, [projectId]);
      await bumpRuleSetVersion(tx, projectId, row?.rules ?? DEFAULT_PROTECTION_RULES);
    }
    return settings(tx, projectId);
  });
}
