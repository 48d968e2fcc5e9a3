import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchTedScans } from '../../../api/get-ted-scans';
import { tedKeys } from '../../../api/keys';
import { sessionScansQuery } from '../../../lib/ted-filters';

/** The session dialog's scans: every scan of the session, oldest first. */
export function sessionScansQueryOptions(clientSessionId: string, fetchScans = fetchTedScans) {
  return queryOptions({
    queryKey: tedKeys.sessionScans(clientSessionId),
    queryFn: ({ signal }) => fetchScans(sessionScansQuery(clientSessionId, new Date()), signal),
  });
}

export function useSessionScans(clientSessionId: string | null) {
  return useQuery({ ...sessionScansQueryOptions(clientSessionId ?? ''), enabled: clientSessionId !== null });
}
