import { setRuntimeConfig } from 'shared';
import * as v from 'valibot';
import { REMOTE_NAMES, type RemoteName } from 'shared/routes';

const manifestUrl = v.pipe(
  v.string('must be a URL'),
  v.trim(),
  v.nonEmpty('must be a URL'),
  v.endsWith('.json', 'must be the URL of a mf-manifest.json'),
);

const remotesSchema = v.strictObject(
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, manifestUrl])) as Record<RemoteName, typeof manifestUrl>,
  'is not a known remote',
);

const text = v.pipe(v.string('must be text'), v.trim(), v.nonEmpty('must not be empty'));

const configSchema = v.strictObject(
  {
    productName: v.optional(text),
    apiBase: v.optional(
      v.strictObject(
        { auth: v.optional(text), warehouse: v.optional(text), content: v.optional(text), events: v.optional(text) },
        'is not an API service',
      ),
    ),
    developerPortalUrl: v.optional(text),
    printingGuidelinesUrl: v.optional(text),
    registrationUrl: v.optional(text),
    needHelpFormUrl: v.optional(text),
    rumSessionUrlTemplate: v.optional(v.pipe(text, v.includes('{sessionId}', 'must contain {sessionId}'))),
    mapStyleUrl: v.optional(text),
    termsUrl: v.optional(text),
    privacyUrl: v.optional(text),
  },
  'is not a setting',
);

export type RemoteUrls = v.InferOutput<typeof remotesSchema>;

/** Why the console cannot start, naming the file and the entry to fix. */
export class RuntimeFileError extends Error {
  override name = 'RuntimeFileError';
}

function entryOf(issue: v.BaseIssue<unknown>): string {
  const path = (issue.path ?? []).map((item) => String(item.key)).join('.');
  return path || 'the file';
}

function parse<S extends v.GenericSchema>(file: string, schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const details = result.issues.map((issue) => `${entryOf(issue)} ${issue.message}`).join('; ');
  throw new RuntimeFileError(`${file}: ${details}.`);
}

async function fetchJson(file: string, { optional = false } = {}): Promise<unknown> {
  const response = await fetch(`/${file}`, { cache: 'no-store' });
  if (optional && response.status === 404) return {};
  if (!response.ok) throw new RuntimeFileError(`${file} could not be loaded (HTTP ${response.status}).`);
  try {
    return await response.json();
  } catch {
    throw new RuntimeFileError(`${file} is not valid JSON.`);
  }
}

/**
 * remotes.json (remote name → its mf-manifest.json URL) and config.json (optional: defaults apply),
 * read at run time and checked.
 */
export async function loadRuntimeFiles(): Promise<RemoteUrls> {
  const [remotes, config] = await Promise.all([
    fetchJson('remotes.json'),
    fetchJson('config.json', { optional: true }),
  ]);
  setRuntimeConfig(parse('config.json', configSchema, config));
  return parse('remotes.json', remotesSchema, remotes);
}
