/**
 * Settings the shell reads at run time from `config.json` served beside it, so one build can be
 * deployed against any API hosts. Each service has its own base so it can be deployed apart.
 */
export interface RuntimeConfig {
  productName: string;
  apiBase: { auth: string; warehouse: string; content: string; events: string };
  developerPortalUrl: string;
  printingGuidelinesUrl: string;
  /** An external registration site; empty means the console's own /register form. */
  registrationUrl: string;
  /** A forms provider's embeddable contact form for /need-help (`{email}` is replaced); empty means ours. */
  needHelpFormUrl: string;
  /** A real-user-monitoring tool's page of one client session (`{sessionId}` is replaced); empty hides the link. */
  rumSessionUrlTemplate: string;
  /** The Terms of Service page /login and /register link to; empty shows the words without a link. */
  termsUrl: string;
  /** The Privacy Policy page /login and /register link to; empty shows the words without a link. */
  privacyUrl: string;
  /** A MapLibre style URL (a tile service) for the analytics map; empty means the world map shipped with the console. */
  mapStyleUrl: string;
}

export type ApiService = keyof RuntimeConfig['apiBase'];

export type RuntimeConfigOverrides = Partial<Omit<RuntimeConfig, 'apiBase'>> & {
  apiBase?: Partial<RuntimeConfig['apiBase']>;
};

export const defaultRuntimeConfig: RuntimeConfig = {
  productName: 'Smart Fingerprint',
  apiBase: {
    auth: '/api/auth-service',
    warehouse: '/api/warehouse',
    content: '/api/content',
    events: '/api/events',
  },
  developerPortalUrl: '/api/docs',
  // 000 §1's link; no card until a deployment names the page (a default could only point nowhere).
  printingGuidelinesUrl: '',
  registrationUrl: '',
  needHelpFormUrl: '',
  rumSessionUrlTemplate: '',
  mapStyleUrl: '',
  termsUrl: '',
  privacyUrl: '',
};

let current: RuntimeConfig = defaultRuntimeConfig;

export function setRuntimeConfig(overrides: RuntimeConfigOverrides): void {
  current = {
    ...defaultRuntimeConfig,
    ...overrides,
    apiBase: { ...defaultRuntimeConfig.apiBase, ...overrides.apiBase },
  };
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}
