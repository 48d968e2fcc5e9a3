import type { Db } from '../../db/db.js';
import { invalid, notFound } from '../../errors.js';
import {
  deleteRule,
  findRule,
  insertRule,
  listRules,
  projectCollectionsAmong,
  projectMembersAmong,
  updateRule,
  type AlertRuleFields,
} from '../../repositories/alerts/alert-rules-repository.js';
import type { AlertRule, AlertRuleChange, NewAlertRule } from 'shared/contracts/alerts';
import { PROTECTION_RULES } from 'shared/contracts/protection';
import type { AuthContext } from '../auth/auth-context.js';
import { requireProjectPermission } from '../projects/project-access.js';

const ruleNotFound = () => notFound('Alert rule not found.');

const manage = (db: Db, auth: AuthContext, projectId: string) =>
  requireProjectPermission(db, auth, projectId, 'alert:manage');

const distinct = <T>(values: T[]): T[] => [...new Set(values)];

/** A rule as stored: names trimmed, lists without repeats (reasons in the rules' order), checked against the project. */
async function checked(db: Db, projectId: string, rule: AlertRuleFields): Promise<AlertRuleFields> {
  const fields = {
    ...rule,
    name: rule.name.trim(),
    reasons: PROTECTION_RULES.filter((reason) => rule.reasons.includes(reason)),
    collectionIds: distinct(rule.collectionIds),
    recipientIds: distinct(rule.recipientIds),
  };
  if (fields.recipientIds.length === 0 && !fields.webhooks) {
    throw invalid('An alert rule needs a channel: choose members to email, or send to webhooks.');
  }
  const members = await projectMembersAmong(db, projectId, fields.recipientIds);
  if (fields.recipientIds.some((id) => !members.has(id))) {
    throw invalid('Every recipient must be a member of the project.');
  }
  const collections = await projectCollectionsAmong(db, projectId, fields.collectionIds);
  if (fields.collectionIds.some((id) => !collections.has(id))) {
    throw invalid('Every collection must be one of the project.');
  }
  return fields;
}

async function requireRule(db: Db, projectId: string, ruleId: string): Promise<AlertRule> {
  const rule = await findRule(db, projectId, ruleId);
  if (!rule) throw ruleNotFound();
  return rule;
}

export async function listAlertRules(db: Db, auth: AuthContext, projectId: string): Promise<AlertRule[]> {
  await manage(db, auth, projectId);
  return listRules(db, projectId);
}

export async function getAlertRule(db: Db, auth: AuthContext, projectId: string, ruleId: string): Promise<AlertRule> {
  await manage(db, auth, projectId);
  return requireRule(db, projectId, ruleId);
}

export async function createAlertRule(
  db: Db,
  auth: AuthContext,
  projectId: string,
  body: NewAlertRule,
): Promise<AlertRule> {
  await manage(db, auth, projectId);
  const fields = await checked(db, projectId, {
    name: body.name,
    reasons: body.reasons ?? [],
    minScore: body.minScore ?? 1,
    collectionIds: body.collectionIds ?? [],
    recipientIds: body.recipientIds ?? [],
    frequency: body.frequency ?? 'immediately',
    webhooks: body.webhooks ?? false,
    enabled: body.enabled ?? true,
  });
  return insertRule(db, projectId, fields, auth.userId);
}

export async function changeAlertRule(
  db: Db,
  auth: AuthContext,
  projectId: string,
  ruleId: string,
  change: AlertRuleChange,
): Promise<AlertRule> {
  await manage(db, auth, projectId);
  const { id: _id, createdAt: _created, updatedAt: _updated, ...stored } = await requireRule(db, projectId, ruleId);
  const defined = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  return updateRule(db, projectId, ruleId, await checked(db, projectId, { ...stored, ...defined }));
}

export async function removeAlertRule(db: Db, auth: AuthContext, projectId: string, ruleId: string): Promise<void> {
  await manage(db, auth, projectId);
  if (!(await deleteRule(db, projectId, ruleId))) throw ruleNotFound();
}
