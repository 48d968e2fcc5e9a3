import { useDocumentTitle } from '@mantine/hooks';
import { getRuntimeConfig } from 'shared';

export function DocumentTitle({ title }: { title: string }) {
  useDocumentTitle(`${title} | ${getRuntimeConfig().productName}`);
  return null;
}
