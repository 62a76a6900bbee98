import { MESSAGES, type TClassDetail } from '@clearsheets/shared';
import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { PATHS } from '../../../lib/route-access';
import { useSession } from '../../../lib/session-store';
import { useClassDetails, useWorksheet } from '../api/assignment-queries';
import { StudentRangeList } from '../components/student-range-list';
import { useAssignmentsT } from '../i18n';
import { readDraft, saveDraft } from '../lib/assign-draft';
import type { AssignFormValues, StudentChoice } from '../lib/assign-form';
import { assignPath, idParam } from '../lib/paths';
import { defaultSettings } from '../lib/settings-form';
import { byName, parseIdList, searchStudents } from '../lib/student-range';
import '../assignments.css';

/** /teacher/assignment/studentrange?worksheetId=N&classIds=1,2: pick the students of the chosen classes. */
export function StudentRangePage() {
  const t = useAssignmentsT();
  const [params] = useSearchParams();
  const worksheetId = idParam(params, 'worksheetId');
  const classIds = parseIdList(params.getAll('classIds'));

  if (worksheetId === null || classIds.length === 0) {
    return (
      <Paper withBorder p="xl" radius="md" maw={720}>
        <Stack gap="sm">
          <Title order={1} size="h2">
            {t('assignments.range.title')}
          </Title>
          <Text>{t('assignments.range.noClasses')}</Text>
          <Anchor component={Link} to={worksheetId ? assignPath(worksheetId) : PATHS.teacherAssignmentHome}>
            {t('assignments.range.back')}
          </Anchor>
        </Stack>
      </Paper>
    );
  }
  return <StudentRange worksheetId={worksheetId} classIds={classIds} />;
}

function StudentRange({ worksheetId, classIds }: { worksheetId: number; classIds: number[] }) {
  const t = useAssignmentsT();
  const navigate = useNavigate();
  const session = useSession();
  const userId = session.status === 'signedIn' ? (session.user?.UserId ?? null) : null;
  const worksheet = useWorksheet(worksheetId);
  const details = useClassDetails(classIds);
  const [draft] = useState<AssignFormValues>(
    () =>
      readDraft(userId, worksheetId) ?? {
        ...defaultSettings(new Date()),
        classIds,
        audience: 'students',
        students: {},
      },
  );
  const [selection, setSelection] = useState<Record<number, Set<number>>>(() =>
    Object.fromEntries(classIds.map((id) => [id, new Set(draft.students[id] ?? [])])),
  );
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string | null>(null);

  const loaded = details.every((d) => d.isSuccess);
  const failed = details.find((d) => d.isError);
  const activeByClass = useMemo(() => {
    const out = new Map<number, TClassDetail['students']>();
    for (const d of details)
      if (d.data) out.set(d.data.id, byName(d.data.students.filter((s) => s.status === 'active')));
    return out;
  }, [details]);

  // Only students still active in the class count (one removed since the last visit drops out).
  const chosen: StudentChoice = {};
  for (const id of classIds) {
    const active = new Set((activeByClass.get(id) ?? []).map((s) => s.id));
    chosen[id] = [...(selection[id] ?? [])].filter((s) => active.has(s));
  }
  const total = Object.values(chosen).reduce((sum, list) => sum + list.length, 0);

  const back = (audience: 'class' | 'students') => {
    const classSet = [...new Set([...draft.classIds, ...classIds])];
    saveDraft(userId, worksheetId, {
      ...draft,
      classIds: classSet,
      audience,
      students: audience === 'students' ? chosen : draft.students,
    });
    navigate(assignPath(worksheetId));
  };

  const use = () => {
    if (total === 0) {
      setError(MESSAGES.addStudents);
      return;
    }
    back('students');
  };

  const title = worksheet.data?.title;
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Anchor component={Link} to={assignPath(worksheetId)} size="sm" w="fit-content">
          ← {t('assignments.range.back')}
        </Anchor>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('assignments.range.title')}
        </Title>
        <Text c="dimmed">{title ? t('assignments.range.intro', { title }) : t('assignments.range.introNoTitle')}</Text>
      </Stack>
      {failed ? (
        <QueryError error={failed.error} onRetry={() => failed.refetch()} retrying={failed.isFetching} />
      ) : !loaded ? (
        <LoadingBlock lines={8} height={24} />
      ) : (
        <>
          <TextInput
            label={t('assignments.range.search')}
            placeholder={t('assignments.range.searchPlaceholder')}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maw={360}
          />
          {details.map((d) => {
            const cls = d.data;
            if (!cls) return null;
            const active = activeByClass.get(cls.id) ?? [];
            return (
              <StudentRangeList
                key={cls.id}
                classId={cls.id}
                className={cls.name}
                shown={searchStudents(active, search)}
                total={active.length}
                selected={new Set(chosen[cls.id] ?? [])}
                onChange={(next) => {
                  setError(null);
                  setSelection((current) => ({ ...current, [cls.id]: next }));
                }}
                searching={search.trim() !== ''}
              />
            );
          })}
          <div className="cs-sticky-actions">
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Stack gap={2}>
                <Text fw={600} role="status">
                  {t('assignments.range.selected', { count: total })}
                </Text>
                {error ? (
                  <Text size="sm" c="red.9" role="alert">
                    {error}
                  </Text>
                ) : null}
              </Stack>
              <Group gap="sm" wrap="wrap">
                <Button variant="default" onClick={() => back('class')}>
                  {t('assignments.range.wholeClass')}
                </Button>
                <Button onClick={use}>{t('assignments.range.use')}</Button>
              </Group>
            </Group>
          </div>
        </>
      )}
    </Stack>
  );
}
