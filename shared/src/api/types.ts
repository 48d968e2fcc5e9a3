/** Shapes of the API's answers (see api/README.md and the OpenAPI document at /api/docs). */

export interface Tokens {
  access_token: string;
  access_token_expiry: string;
  refresh_token: string;
  refresh_token_expiry: string;
}

export interface CompanySummary {
  id: string;
  name: string;
  domain?: string;
  description?: string;
  max_fingerprints: number;
  total_fingerprint_count: number;
}

export interface Account {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  is_verified: boolean;
  created_at: string;
  company_id: string | null;
  company: CompanySummary | null;
  /** 1 = ADMIN (a brand's staff), 2 = SUPER_USER (the provider's staff). */
  system_role: number;
  role: { id: number; name: string; rolePermissions: { permission: { name: string } }[] };
}

export interface Project {
  id: string;
  name: string;
  company_id: string;
  company: Pick<CompanySummary, 'id' | 'name' | 'total_fingerprint_count' | 'max_fingerprints'>;
  created_at: string;
  /** The IANA zone the project's analytics count days in; their "today" is today there. */
  timeZone: string;
  userProjects: { user_id: string; role_id: number }[];
}

export interface Company extends CompanySummary {
  domain: string;
  description: string;
  created_at: string;
}

/** GET /my-projects/{id}: the project with the caller's project role and its permissions. */
export interface MyProject extends Project {
  role: Account['role'];
}

export interface Collection {
  id: string;
  name: string;
  projectId: string;
  tagCount: number;
  /** Tags ordered so far: above tagCount while an order is being made. */
  tagsOrdered: number;
  createdAt: string;
  updatedAt: string;
}

/** A row of GET /api/content/views (see api/README.md). */
export interface ResultViewSummary {
  id: string;
  name: string;
  description: string;
  project_id: string;
  created_at: string;
}

/** 001 §3 addressComponents: one part of the place a scan was located at, as a geocoder names it. */
export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

/**
 * The scanner-reported parts of a scan (001 §3): in GET /ted/scan-events always, in GET /scan-events with
 * include=scanData. authData is the object the scanner's authentication step returned.
 */
export interface ScanEventReportedParts {
  authData: Record<string, unknown> | null;
  addressComponents: AddressComponent[] | null;
  thirdPartyScanResponse: Record<string, unknown> | null;
}

export interface ListResponse<T> {
  data: T[];
}

export interface ApiErrorBody {
  error: { message: string; code: string; status: number };
}
