import { Alert, List, Text } from '@mantine/core';
import { unusualWeekSentence } from './print-quality-format';
import type { FailureKind, PrintQualityWeek } from './types';

const KINDS: FailureKind[] = ['detect', 'match'];

/** Names every week whose failure rate is far above the collection's usual one, newest first. */
export function UnusualWeeks({ weeks }: { weeks: PrintQualityWeek[] }) {
  const sentences = weeks
    .toReversed()
    .flatMap((week) => KINDS.filter((kind) => week[kind].farAboveUsual).map((kind) => unusualWeekSentence(week, kind)));
  if (sentences.length === 0) {
    return (
      <Text size="sm">
        No week stands out: every week&apos;s failure rates are close to the collection&apos;s usual ones.
      </Text>
    );
  }
  return (
    <Alert color="red" title="A week scanned far worse than usual" role="status">
      <List size="sm" spacing={4}>
        {sentences.map((sentence) => (
          <List.Item key={sentence}>{sentence}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
