import { MESSAGES, type TWorksheetDetail } from '@clearsheets/shared';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { UpgradeText } from '../../../components/upgrade-text';
import { PATHS } from '../../../lib/route-access';
import { useAssignmentsT } from '../i18n';
import { WarningAlert } from './warning-alert';

/** Before the teacher tries: a free license assigns Full topic worksheets only (spec section 5). */
export function FreeLicenseAlert({ id }: { id: string }) {
  const t = useAssignmentsT();
  return (
    <WarningAlert id={id} title={t('assignments.assign.freeTitle')}>
      <Stack gap="xs">
        <Text size="sm">
          <UpgradeText text={MESSAGES.freeLicenseFullTopicOnly} />
        </Text>
        <Button component={Link} to={PATHS.teacherLibrary} variant="default" size="xs" w="fit-content">
          {t('assignments.assign.toFullTopic')}
        </Button>
      </Stack>
    </WarningAlert>
  );
}

/** A worksheet with questions lacking answers cannot be assigned: the spec's message and the way to fix it. */
export function NotReadyAlert({ worksheet, id }: { worksheet: TWorksheetDetail; id: string }) {
  const t = useAssignmentsT();
  const missing = worksheet.questions.filter((q) => !q.isComplete).length;
  return (
    <Alert id={id} color="red" variant="light" title={MESSAGES.worksheetMissingAnswers}>
      <Stack gap="xs">
        {missing > 0 ? <Text size="sm">{t('assignments.assign.notReadyMissing', { count: missing })}</Text> : null}
        {worksheet.canEdit ? (
          <Button
            component={Link}
            to={`${PATHS.teacherStudio}?id=${worksheet.id}`}
            variant="default"
            size="xs"
            w="fit-content"
          >
            {t('assignments.assign.fixInStudio')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
