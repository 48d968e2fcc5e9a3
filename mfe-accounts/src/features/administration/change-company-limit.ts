import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { api, companyKeys, formatCount, type Company } from 'shared';
import { NOT_A_VALID_NUMBER, wholeNumberText } from './create-company';

import { adminKeys } from './keys';

/** 000 §5: the new limit is the current limit plus the amount entered (which may be negative). */
export const newLimit = (current: number, amount: string) => current + Number(amount.trim());

/** 'Limit will be increased to {n}' / 'Limit will be decreased to {n}'; nothing until a number other than 0. */
export function limitChangeText(current: number, amount: string): string | null {
  const entered = Number(amount.trim());
  if (amount.trim() === '' || !Number.isFinite(entered) || entered === 0) return null;
  const verb = entered > 0 ? 'increased' : 'decreased';
  return `Limit will be ${verb} to ${formatCount(newLimit(current, amount))}`;
}

/** 000 §5 Increase limit: required and numeric; never below what the company already has. */
export function limitAmountSchema(company: Pick<Company, 'max_fingerprints' | 'total_fingerprint_count'>) {
  return v.pipe(
    wholeNumberText(NOT_A_VALID_NUMBER),
    v.check((text) => Number(text) !== 0, 'Enter an amount other than 0'),
    v.check(
      (text) => newLimit(company.max_fingerprints, text) >= company.total_fingerprint_count,
      `The limit cannot go below the ${formatCount(company.total_fingerprint_count)} Fingerprints in use`,
    ),
    v.check(
      (text) => newLimit(company.max_fingerprints, text) <= 999_999_999_999,
      'The limit can have 12 digits at most',
    ),
  );
}

export async function changeCompanyLimit({ companyId, limit }: { companyId: string; limit: number }) {
  return api('auth')
    .patch(`companies/${encodeURIComponent(companyId)}`, { json: { max_fingerprints: limit } })
    .json<Company>();
}

/** The Companies table, the companies lists and the page's own 'Fingerprints Available' all follow. */
export function useChangeCompanyLimit(change = changeCompanyLimit) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.account }),
      ]),
  });
}
