import { Button, Group } from '@mantine/core';
import { ImportJobCard } from '../../../components/import-job/import-job-card';
import { useRosterT } from '../i18n';

export const SCHOOLS_SECTION_ID = 'roster-schools';
export const CLASSES_SECTION_ID = 'roster-classes';

/** Moves the keyboard focus to a section's heading as well as the view, so "See the classes" really goes there. */
function goTo(id: string) {
  const heading = document.getElementById(`${id}-heading`);
  heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  heading?.focus({ preventScroll: true });
}

const STALE_WHEN_DONE = [['districts'], ['classes']] as const;

/** Follows a OneRoster import; when it is done the district's schools and classes below are refreshed. */
export function CurrentRosterImport({ jobId }: { jobId: number }) {
  const t = useRosterT();
  return (
    <ImportJobCard
      jobId={jobId}
      heading={(job) => t('roster.current.heading', { file: job.fileName })}
      staleWhenDone={STALE_WHEN_DONE}
      showFileColumn
      doneActions={() => (
        <Group gap="sm">
          <Button size="sm" onClick={() => goTo(SCHOOLS_SECTION_ID)}>
            {t('roster.current.seeSchools')}
          </Button>
          <Button size="sm" variant="default" onClick={() => goTo(CLASSES_SECTION_ID)}>
            {t('roster.current.seeClasses')}
          </Button>
        </Group>
      )}
    />
  );
}
