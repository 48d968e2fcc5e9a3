import type { ResultViewSummary } from 'shared';

/** What POST /api/content/views answers: the summary plus what the editor changes. */
export interface ResultView extends ResultViewSummary {
  updated_at: string;
  display_state: string;
  display_details: string;
  display_description: string;
  style: Record<string, string>;
  content: { fonts: { name: string; italic: boolean; weight: number }[]; sections: unknown[]; styles: unknown };
}
