import { Text } from '@mantine/core';
import { useFieldIssue } from './issue-context';

/** The issue of a whole list or group ("Mark one correct choice"), under it; nothing while there is none. */
export function ListIssue({ path, id }: { path: string; id?: string }) {
  const { error } = useFieldIssue(path);
  if (!error) return null;
  return (
    <Text id={id} size="sm" c="red.9" fw={500}>
      {error}
    </Text>
  );
}
