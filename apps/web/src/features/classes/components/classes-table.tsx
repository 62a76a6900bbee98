import type { TClassSummary } from '@clearsheets/shared';
import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useGradeSubjectLabels } from '../../../lib/grade-subject';
import { useClassesT } from '../i18n';
import { classPaths, studentCountLabel, teacherNames } from '../lib/class-format';
import { ClassMenu, type PremiumAccess } from './class-menu';
import { PremiumBadge } from './premium-badge';
import type { ClassAction } from './use-class-actions';

interface ClassesTableProps {
  /** Each with the server's abilities for the caller. */
  classes: TClassSummary[];
  premium: PremiumAccess;
  showSchool: boolean;
  onAction: (action: ClassAction, cls: TClassSummary) => void;
}

/** The class list: a table on wide screens, one card per class on phones (nothing scrolls sideways). */
export function ClassesTable({ classes, premium, showSchool, onAction }: ClassesTableProps) {
  const ct = useClassesT();
  const labels = useGradeSubjectLabels();
  return (
    <>
      <Table.ScrollContainer minWidth={720} visibleFrom="md">
        <Table striped highlightOnHover withTableBorder verticalSpacing="sm" bg="white" captionSide="top">
          <Table.Caption ta="left" fw={600} c="dark.7" className="cs-visually-hidden">
            {ct('list.caption')}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{ct('list.class')}</Table.Th>
              <Table.Th scope="col">{ct('common.grade')}</Table.Th>
              <Table.Th scope="col">{ct('common.subject')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {ct('common.students')}
              </Table.Th>
              <Table.Th scope="col">{ct('common.teachers')}</Table.Th>
              {showSchool ? <Table.Th scope="col">{ct('list.school')}</Table.Th> : null}
              <Table.Th scope="col" w={64}>
                <span className="cs-visually-hidden">{ct('common.actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {classes.map((cls) => (
              <Table.Tr key={cls.id}>
                <Table.Th scope="row" fw={500}>
                  <Group gap="xs" wrap="nowrap">
                    <Anchor component={Link} to={classPaths.manage(cls.id)} fw={600}>
                      {cls.name}
                    </Anchor>
                    {cls.isPremium ? <PremiumBadge /> : null}
                  </Group>
                </Table.Th>
                <Table.Td>{labels.grade(cls.grade)}</Table.Td>
                <Table.Td>{labels.subject(cls.subject)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {studentCountLabel(cls.studentCount, cls.studentLimit)}
                </Table.Td>
                <Table.Td>{teacherNames(cls.teachers)}</Table.Td>
                {showSchool ? <Table.Td>{cls.schoolName}</Table.Td> : null}
                <Table.Td>
                  <ClassMenu cls={cls} premium={premium} onAction={onAction} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="sm" hiddenFrom="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {classes.map((cls) => (
          <li key={cls.id}>
            <Stack
              gap={4}
              p="sm"
              bg="white"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={classPaths.manage(cls.id)} fw={700} size="lg">
                    {cls.name}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {labels.gradeSubject(cls.grade, cls.subject)}
                  </Text>
                </Stack>
                <ClassMenu cls={cls} premium={premium} onAction={onAction} />
              </Group>
              <Group gap="xs">
                <Text size="sm">
                  {ct('common.students')}: <b>{studentCountLabel(cls.studentCount, cls.studentLimit)}</b>
                </Text>
                {cls.isPremium ? <PremiumBadge /> : null}
              </Group>
              <Text size="sm">
                {ct('common.teachers')}: {teacherNames(cls.teachers)}
              </Text>
              {showSchool ? (
                <Text size="sm">
                  {ct('list.school')}: {cls.schoolName}
                </Text>
              ) : null}
            </Stack>
          </li>
        ))}
      </Stack>
    </>
  );
}
