import { Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UploadPhase } from '../upload/upload-tag-data';

/** What the upload is doing: checking the file, sending each part (a bar per part), applying it. */
export function UploadProgress({ phase }: { phase: UploadPhase }) {
  if (phase.phase === 'checking') {
    return (
      <Stack gap={4}>
        <Text size="sm">Checking rows… {phase.percent}%</Text>
        <Progress value={phase.percent} aria-label="Checking rows" />
      </Stack>
    );
  }
  if (phase.phase === 'applying') {
    return (
      <Stack gap={4}>
        <Text size="sm">Storing every row…</Text>
        <Progress value={100} animated aria-label="Storing every row" />
      </Stack>
    );
  }
  const { parts } = phase;
  const done = parts.filter((percent) => percent === 100).length;
  return (
    <Stack gap={4}>
      <Text size="sm">
        Uploading part {Math.min(done + 1, parts.length)} of {parts.length}… ({done} sent)
      </Text>
      <SimpleGrid cols={{ base: 4, sm: 8 }} spacing={4} verticalSpacing={4}>
        {parts.map((percent, index) => (
          <Progress
            key={index}
            value={percent}
            size="sm"
            color={percent === 100 ? 'green' : undefined}
            aria-label={`Part ${index + 1} of ${parts.length}`}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
