import { formatCount, plural } from 'shared';
import type { TagDownloadJob } from './tag-download-job';

type ProgressState = Pick<TagDownloadJob, 'status' | 'tagCount' | 'tagsComplete' | 'tagsPerSecond'>;

const rateFormat = (rate: number) =>
  new Intl.NumberFormat(undefined, { maximumFractionDigits: rate < 10 ? 1 : 0 }).format(rate);

/** Whole words: 'about 40 seconds', 'about 3 minutes', 'about 1 hour 5 minutes'. */
export function durationWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `about ${plural(whole, 'second')}`;
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return `about ${plural(minutes, 'minute')}`;
  const rest = minutes % 60;
  return `about ${plural(Math.floor(minutes / 60), 'hour')}${rest > 0 ? ` ${plural(rest, 'minute')}` : ''}`;
}

/**
 * A job's progress in words, from its state: '350 of 1,000 tags', and once tags are being drawn
 * '120 tags per second, about 6 seconds left' (the rate alone when done).
 */
export function progressWords(job: ProgressState): { count: string; pace?: string } {
  const count = `${formatCount(job.tagsComplete)} of ${plural(job.tagCount, 'tag')}`;
  const rate = job.tagsPerSecond;
  if (!rate || rate <= 0) return { count };
  const perSecond = `${rateFormat(rate)} tags per second`;
  const remaining = job.tagCount - job.tagsComplete;
  if (job.status !== 'generating' || remaining <= 0) return { count, pace: perSecond };
  return { count, pace: `${perSecond}, ${durationWords(remaining / rate)} left` };
}
