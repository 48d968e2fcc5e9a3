export { ApiError } from './api/api-error';
export { api, type ApiCallOptions } from './api/api-client';
export { getProjectCollections, useProjectCollections } from './api/project-collections';
export { refreshSession } from './api/refresh-session';
export type * from './api/types';
export {
  defaultRuntimeConfig,
  getRuntimeConfig,
  setRuntimeConfig,
  type ApiService,
  type RuntimeConfig,
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
export { loadAccount, loadProjects, refreshPersistedSession, signIn, signOut } from './session/session-actions';
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
export { LoadingPanel, type LoadingPanelProps } from './ui/loading-panel';
export { consoleCssVariables, consoleTheme } from './ui/theme';
export { formatDate, PAGE_SIZE, pageOf } from './ui/table-paging';
export { usePagedRows } from './ui/use-paged-rows';
export { LabelledPagination } from './ui/labelled-pagination';
export { FormError } from './ui/form-error';
export { addDays, isDay, startOfDay, toDay } from './dates/calendar-days';
export { PagePlaceholder, placeholderPage } from './ui/page-placeholder';
export { useAsyncData, type AsyncData } from './ui/use-async-data';
