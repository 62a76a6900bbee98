import { Table } from '@mantine/core';
import { useUsageT } from '../i18n';

/** The activity columns (sessions, time, answers, submissions, lessons) every usage table shows, in this order. */
export function ActivityHeads() {
  const t = useUsageT();
  return (
    <>
      {(['sessions', 'time', 'answers', 'submissions', 'lessons'] as const).map((key) => (
        <Table.Th key={key} scope="col" ta="right">
          {t(`usage.students.${key}`)}
        </Table.Th>
      ))}
    </>
  );
}
