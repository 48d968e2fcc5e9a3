import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NewCompany } from 'shared/contracts/companies';
import { trimmedText } from 'shared/contracts/common';
import * as v from 'valibot';
import { api, companyKeys, type Company } from 'shared';

export const NOT_A_VALID_NUMBER = 'Not a valid number';
export const NOT_A_VALID_INTEGER = 'Not a valid integer';

/** A whole number typed into a text field: 'Not a valid number', then 'Not a valid integer' (000 §5). */
export const wholeNumberText = (required: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(required),
    v.check((text) => text !== '' && Number.isFinite(Number(text)), NOT_A_VALID_NUMBER),
    v.check((text) => Number.isInteger(Number(text)), NOT_A_VALID_INTEGER),
  );

/** 000 §5 Create company: name, website and description required, at most 100, 100 and 200 characters. */
export const newCompanySchema = v.object({
  name: trimmedText(NewCompany.entries.name),
  domain: trimmedText(NewCompany.entries.domain),
  description: trimmedText(NewCompany.entries.description),
  max_fingerprints: v.pipe(
    wholeNumberText('Fingerprint limit is required'),
    v.maxLength(12, 'At most 12 characters'),
    v.check((text) => Number(text) >= 0, 'Must be 0 or more'),
  ),
});

export type NewCompanyForm = v.InferInput<typeof newCompanySchema>;

export const EMPTY_COMPANY: NewCompanyForm = { name: '', domain: '', description: '', max_fingerprints: '0' };

export async function createCompany(form: NewCompanyForm): Promise<Company> {
  const company = v.parse(newCompanySchema, form);
  return api('auth')
    .post('companies', {
      json: { ...company, max_fingerprints: Number(company.max_fingerprints) } satisfies NewCompany,
    })
    .json<Company>();
}

/** A new company joins the Companies table and every companies list. */
export function useCreateCompany(create = createCompany) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: create,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}
