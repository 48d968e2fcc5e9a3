export const companyKeys = {
  all: ['companies'] as const,
  list: () => [...companyKeys.all, 'list'] as const,
  users: (companyId: string) => [...companyKeys.all, companyId, 'users'] as const,
};
