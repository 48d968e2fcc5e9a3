/** A row of GET /api/auth-service/api-keys (001 §3 API key). */
export interface ApiKey {
  id: string;
  project_id: string;
  /** The non-secret start of the key, shown so a key can be recognised. */
  prefix: string;
  scopes: string[];
  owner: { id: string; first_name: string | null; last_name: string; email: string; company_name: string | null };
  created_at: string;
  last_used_at: string | null;
}

/** The answer to POST /api-keys: the key and, this once only, its secret. */
export interface CreatedApiKey extends ApiKey {
  secret: string;
}

/** A row of GET /permissions (001 §3 Permission). */
export interface Permission {
  name: string;
  description: string;
  type: string;
}
