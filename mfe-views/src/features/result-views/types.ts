/** What POST /api/content/views answers: the summary plus what the editor changes. */
export type { ResultView } from 'shared/contracts/views';
