export { ApiError } from './api/api-error';
export type { ApiErrorCode, ClientErrorCode } from './api/api-error';
export { api, type ApiCallOptions } from './api/api-client';
export { collectionKeys } from './api/collections/keys';
export {
  collectionsQueryOptions,
  getProjectCollections,
  useProjectCollections,
} from './api/collections/get-collections';
export { projectKeys } from './api/projects/keys';
export {
  FIRST_PROJECTS_PAGE,
  getProjectsPage,
  projectsQueryOptions,
  useProjectsPage,
  type ProjectFilters,
  type ProjectPage,
} from './api/projects/get-projects';
export { getMyProject, myProjectQueryOptions, projectPermissions, useMyProject } from './api/projects/get-my-project';
export { companyKeys } from './api/companies/keys';
export {
  COMPANIES_STALE_TIME_MS,
  companiesQueryOptions,
  getCompanies,
  useCompanies,
} from './api/companies/get-companies';
export { clearQueriesWithSession, createQueryClient, DEFAULT_STALE_TIME_MS } from './query/query-client';
export { refreshSession } from './api/refresh-session';
export { sendWithProgress, type SendWithProgressRequest, type UploadProgress } from './api/send-with-progress';
export type * from './api/types';
export {
  defaultRuntimeConfig,
  getRuntimeConfig,
  setRuntimeConfig,
  type ApiService,
  type RuntimeConfig,
  type RuntimeConfigOverrides,
} from './config/runtime-config';
export {
  FEATURE_STORAGE_PREFIX,
  SESSION_STORAGE_KEY,
  SUPER_USER_SYSTEM_ROLE,
  hasLiveTokens,
  hasPermission,
  isSuperUser,
  useSession,
  type SessionState,
} from './session/session-store';
export { loadAccount, refreshPersistedSession, signIn, signOut, startSession } from './session/session-actions';
export { RETURN_PARAM, returnPathFrom, safeReturnPath, withReturnPath } from './session/return-path';
export {
  INVALID_EMAIL,
  emailSchema,
  firstIssue,
  passwordIssues,
  passwordRules,
  passwordSchema,
  validateEmail,
  validatePassword,
  type PasswordIssueCode,
} from './validation/credentials';
export { LOAD_FAILED, LoadingPanel, LoadingStatus, queryState, type LoadingPanelProps } from './ui/loading-panel';
export { consoleCssVariables, consoleTheme, statusBadgeColour } from './ui/theme';
export { PAGE_SIZE, pageOf } from './ui/table-paging';
export { formatCount, plural, pluralWord } from './format/counts';
export { formatDate, formatDateTime } from './format/dates';
export { placeName, scannerName, statusLabel } from './format/scan-labels';
export { csvCell, CSV_FORMULA_START } from './csv/formula-guard';
export { saveFile } from './files/save-file';
export { usePagedRows } from './ui/use-paged-rows';
export { useSearchState, type SearchCodec, type SetSearchState } from './search/use-search-state';
export { LabelledPagination } from './ui/labelled-pagination';
export { failureMessage, FormError, MutationError } from './ui/form-error';
export { FormActions } from './ui/form-actions';
export { asOptions } from './ui/select-options';
export { TagStatusBadge } from './tag-status/tag-status-badge';
export { TagStatusForm } from './tag-status/tag-status-form';
export { tagQueryKey, tagStatusQueryKey, useSetTagStatus, useTagStatus } from './tag-status/tag-status-api';
export { showToast, ToastHost } from './ui/toasts';
export { addDays, isDay, startOfDay, toDay } from './dates/calendar-days';
export { formatPickedDates } from './dates/picker-format';
export { viewKeys } from './api/views/keys';
export { getViews, useResultViews, viewsQueryOptions } from './api/views/get-views';
export {
  companyUsersQueryOptions,
  getCompanyUsers,
  personName,
  useCompanyUsers,
  type CompanyUser,
} from './api/companies/get-company-users';
export { getRoles, projectRoleLabel, roleKeys, rolesQueryOptions, useRoles, type Role } from './api/roles/get-roles';
export { ConfirmButton } from './ui/confirm-button';
export { RemoteErrorBoundary } from './remotes/remote-error-boundary';
export { loadRemoteModule, provideRemoteLoader, type RemoteModuleLoader } from './remotes/remote-modules';
export { absoluteAssetUrl } from './api/asset-url';
