import { Alert, Anchor, Button, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ListPagination } from '../../../components/list-pagination';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useGradeSubjectLabels } from '../../../lib/grade-subject';
import { PATHS } from '../../../lib/route-access';
import { useSession } from '../../../lib/session-store';
import { useAllClasses, useClassRosters } from '../api/student-list-queries';
import { useStudentsT } from '../i18n';
import { buildStudentIndex, pageOf, type StudentEntry, searchStudents } from '../lib/student-index';

const PAGE_SIZE = 25;
/** Above this many classes, rosters load one class at a time (a class must be chosen). */
const ALL_AT_ONCE_LIMIT = 40;
const ALL = 'all';

const classHref = (id: number) => `${PATHS.teacherManage}?classId=${id}`;

/** /teacher/studentlist: every student of the caller's classes, searchable, with links to their classes. */
export function StudentListPage() {
  const st = useStudentsT();
  const session = useSession();
  // Which intro to show is presentation (a teacher's own students, a leader's school); whether the caller may
  // create a class comes with the class list.
  const isTeacher = session.status === 'signedIn' && session.role === 'Teacher';
  const classes = useAllClasses();
  const canCreateClass = classes.data?.abilities.create === true;
  const [classFilter, setClassFilter] = useState(ALL);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(query);
  const allClasses = classes.data?.items ?? [];
  const tooMany = allClasses.length > ALL_AT_ONCE_LIMIT;
  const ids =
    classFilter === ALL ? (tooMany ? [] : allClasses.map((c) => c.id)) : [Number(classFilter)].filter((id) => id > 0);
  const rosters = useClassRosters(ids);
  const index = useMemo(() => buildStudentIndex(rosters.classes), [rosters.classes]);
  const found = useMemo(() => searchStudents(index, deferred), [index, deferred]);
  const shown = pageOf(found, page, PAGE_SIZE);

  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {st('title')}
        </Title>
        <Text c="dimmed">{isTeacher ? st('intro') : st('introLeader')}</Text>
      </Stack>
      {classes.isPending ? (
        <LoadingBlock lines={6} height={28} />
      ) : classes.isError ? (
        <QueryError error={classes.error} onRetry={() => classes.refetch()} retrying={classes.isFetching} />
      ) : allClasses.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap="sm" ta="center">
            <Text>{st('noClasses')}</Text>
            {canCreateClass ? (
              <Button component={Link} to={PATHS.teacherCreateClass}>
                {st('createClass')}
              </Button>
            ) : null}
          </Stack>
        </Paper>
      ) : (
        <>
          <Group gap="sm" align="flex-end">
            <TextInput
              label={st('search')}
              placeholder={st('searchPlaceholder')}
              type="search"
              value={query}
              onChange={(e) => {
                setQuery(e.currentTarget.value);
                setPage(1);
              }}
              style={{ flex: '1 1 240px' }}
            />
            <Select
              label={st('classFilter')}
              data={[
                { value: ALL, label: st('allClasses') },
                ...allClasses.map((c) => ({ value: String(c.id), label: c.name })),
              ]}
              value={classFilter}
              onChange={(value) => {
                setClassFilter(value ?? ALL);
                setPage(1);
              }}
              allowDeselect={false}
              searchable={allClasses.length > 10}
              style={{ flex: '1 1 240px' }}
            />
          </Group>
          {tooMany && classFilter === ALL ? (
            <Alert color="blue" variant="light">
              {st('tooMany', { count: allClasses.length })}
            </Alert>
          ) : rosters.pending && rosters.classes.length === 0 ? (
            <LoadingBlock lines={6} height={28} />
          ) : rosters.failed.length > 0 && rosters.classes.length === 0 ? (
            <QueryError error={rosters.failed[0]} onRetry={() => rosters.refetch()} />
          ) : (
            <Stack gap="sm">
              {rosters.failed.length > 0 ? (
                <Alert color="yellow" variant="light">
                  {st('partial')}
                </Alert>
              ) : null}
              <Text size="sm" c="dimmed" role="status">
                {index.length === 0
                  ? st('noStudents')
                  : found.length === 0
                    ? st('noMatch', { search: deferred.trim() })
                    : st('total', { count: found.length })}
              </Text>
              {shown.items.length > 0 ? <StudentsTable students={shown.items} /> : null}
              <ListPagination
                total={found.length}
                page={shown.page}
                pageSize={PAGE_SIZE}
                onChange={setPage}
                labels={{
                  nav: st('paginationLabel'),
                  previous: st('previousPage'),
                  next: st('nextPage'),
                  page: (page) => st('goToPage', { page }),
                  range: (from, to, total) => st('range', { from, to, total }),
                }}
              />
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}

function ClassLinks({ student }: { student: StudentEntry }) {
  const st = useStudentsT();
  return (
    <Group gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {student.classes.map((c, i) => (
        <li key={c.id}>
          <Anchor component={Link} to={classHref(c.id)} size="sm" c={c.status === 'removed' ? 'gray.7' : undefined}>
            {c.status === 'removed' ? st('removedFrom', { name: c.name }) : c.name}
          </Anchor>
          {i < student.classes.length - 1 ? <span aria-hidden="true">,</span> : null}
        </li>
      ))}
    </Group>
  );
}

function StudentsTable({ students }: { students: StudentEntry[] }) {
  const st = useStudentsT();
  const gradeText = useGradeSubjectLabels().grade;
  return (
    <>
      <Table.ScrollContainer minWidth={600} visibleFrom="sm">
        <Table striped highlightOnHover withTableBorder verticalSpacing="xs" bg="white" aria-label={st('caption')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{st('name')}</Table.Th>
              <Table.Th scope="col">{st('username')}</Table.Th>
              <Table.Th scope="col">{st('grade')}</Table.Th>
              <Table.Th scope="col">{st('classes')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {students.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Th scope="row" fw={500}>
                  {s.firstName} {s.lastName}
                </Table.Th>
                <Table.Td style={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', overflowWrap: 'anywhere' }}>
                  {s.username}
                </Table.Td>
                <Table.Td>{gradeText(s.grade, st('gradeNotSet'))}</Table.Td>
                <Table.Td>
                  <ClassLinks student={s} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="xs" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {students.map((s) => (
          <li key={s.id}>
            <Stack
              gap={2}
              p="sm"
              bg="white"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
            >
              <Text fw={600}>
                {s.firstName} {s.lastName}
              </Text>
              <Text
                size="sm"
                style={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', overflowWrap: 'anywhere' }}
              >
                {s.username}
              </Text>
              <Text size="sm" c="dimmed">
                {st('grade')}: {gradeText(s.grade, st('gradeNotSet'))}
              </Text>
              <ClassLinks student={s} />
            </Stack>
          </li>
        ))}
      </Stack>
    </>
  );
}
