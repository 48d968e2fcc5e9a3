import { useQuery } from '@tanstack/react-query';
import { loadAccount } from 'shared';
import { adminKeys } from './keys';

/**
 * The caller's profile, fetched again on opening the page so 'Fingerprints Available' shows the
 * company's current count and limit (the session's copy is from sign-in); the session is updated too.
 */
export const useFreshAccount = () => useQuery({ queryKey: adminKeys.account, queryFn: loadAccount });
