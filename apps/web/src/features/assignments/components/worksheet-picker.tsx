import type { TWorksheetSummary } from '@clearsheets/shared';
import { Badge, Button, Group, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useGradeSubjectLabels } from '../../../lib/grade-subject';
import { useLibraryWorksheets } from '../api/staff-assignment-api';
import { useAssignmentsT } from '../i18n';
import { Pager } from './pager';

const PAGE_SIZE = 6;

interface WorksheetPickerProps {
  value: TWorksheetSummary | null;
  onChange: (worksheet: TWorksheetSummary | null) => void;
  error?: string;
}

/** A library search with one worksheet to choose (only worksheets whose questions all have answers). */
export function WorksheetPicker({ value, onChange, error }: WorksheetPickerProps) {
  const t = useAssignmentsT();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [q] = useDebouncedValue(search, 300);
  const library = useLibraryWorksheets({ q, page, pageSize: PAGE_SIZE });

  if (value) {
    return (
      <Stack gap="xs" id="send-worksheet">
        <Text size="sm" fw={600}>
          {t('assignments.staff.worksheetChosen')}
        </Text>
        <Paper withBorder radius="md" p="sm" bg="gray.0">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <WorksheetFacts worksheet={value} />
            <Button variant="default" size="xs" onClick={() => onChange(null)}>
              {t('assignments.staff.worksheetChange')}
            </Button>
          </Group>
        </Paper>
      </Stack>
    );
  }

  return (
    <Stack gap="sm" id="send-worksheet">
      <TextInput
        label={t('assignments.staff.worksheetSearch')}
        placeholder={t('assignments.staff.worksheetSearchPlaceholder')}
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      {library.isPending ? (
        <LoadingBlock lines={4} height={28} />
      ) : library.isError ? (
        <QueryError error={library.error} onRetry={() => library.refetch()} retrying={library.isFetching} />
      ) : library.data.items.length === 0 ? (
        <Text size="sm">{t('assignments.staff.worksheetNone')}</Text>
      ) : (
        <Radio.Group
          label={t('assignments.staff.worksheetLegend')}
          value={null}
          onChange={(id) => onChange(library.data.items.find((w) => String(w.id) === id) ?? null)}
          error={error}
          errorProps={{ role: 'alert' }}
          withAsterisk
        >
          <Stack gap="xs" mt="xs" style={{ opacity: library.isPlaceholderData ? 0.6 : 1 }}>
            {library.data.items.map((w) => (
              <Paper key={w.id} withBorder radius="md" p="sm">
                <Radio
                  value={String(w.id)}
                  disabled={!w.isReady}
                  label={<WorksheetFacts worksheet={w} />}
                  styles={{ labelWrapper: { flex: 1 } }}
                />
              </Paper>
            ))}
          </Stack>
        </Radio.Group>
      )}
      {library.data ? (
        <Pager
          page={page}
          total={library.data.total}
          pageSize={PAGE_SIZE}
          onChange={setPage}
          label={t('assignments.staff.worksheetPagination')}
        />
      ) : null}
    </Stack>
  );
}

function WorksheetFacts({ worksheet }: { worksheet: TWorksheetSummary }) {
  const t = useAssignmentsT();
  const labels = useGradeSubjectLabels();
  return (
    <Stack gap={2}>
      <Text fw={600}>{worksheet.title}</Text>
      <Group gap={6} wrap="wrap">
        <Text size="sm" c="dimmed">
          {labels.gradeSubject(worksheet.grade, worksheet.subjectName)} ·{' '}
          {t('assignments.questions', { count: worksheet.questionCount })}
        </Text>
        {worksheet.isFullTopic ? (
          <Badge color="teal.9" variant="filled" size="xs">
            {t('assignments.fullTopic')}
          </Badge>
        ) : null}
        {!worksheet.isReady ? (
          <Badge color="red.9" variant="filled" size="xs">
            {t('assignments.staff.notReady')}
          </Badge>
        ) : null}
      </Group>
    </Stack>
  );
}
