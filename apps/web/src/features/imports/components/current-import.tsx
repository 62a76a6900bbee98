import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { ImportJobCard } from '../../../components/import-job/import-job-card';
import { useImportsT } from '../i18n';

/** The class roster page (built by the classes feature; linked by URL so the features stay apart). */
export const classRosterPath = (classId: number) => `/teacher/manage?classId=${classId}`;

const STALE_WHEN_DONE = [['classes']] as const;

/** Follows one student import; once done, the class's cached lists are stale. */
export function CurrentImport({ jobId }: { jobId: number }) {
  const t = useImportsT();
  return (
    <ImportJobCard
      jobId={jobId}
      heading={(job) => t('imports.current.heading', { file: job.fileName })}
      staleWhenDone={STALE_WHEN_DONE}
      doneActions={(job) =>
        job.classId !== null && (
          <Group>
            <Button component={Link} to={classRosterPath(job.classId)} size="sm">
              {t('imports.current.viewRoster')}
            </Button>
          </Group>
        )
      }
    />
  );
}
