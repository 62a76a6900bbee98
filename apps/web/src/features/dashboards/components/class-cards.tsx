import type { TTeacherHome } from '@clearsheets/shared';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card';
import { useGradeSubjectLabels } from '../../../lib/grade-subject';
import { PATHS } from '../../../lib/route-access';
import { useStaffHomeT } from '../staff-home-i18n';

type HomeClass = TTeacherHome['classes'][number];

/** The teacher's classes as cards: name, grade and subject, students; each opens the class or its results. */
export function ClassCards({ classes, total }: { classes: HomeClass[]; total: number }) {
  const t = useStaffHomeT();
  return (
    <SectionCard title={t('staffHome.classes.heading')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {classes.map((cls) => (
          <ClassCard key={cls.id} cls={cls} />
        ))}
      </SimpleGrid>
      <Group justify="space-between" gap="sm">
        <Anchor component={Link} to={PATHS.teacherClassManager} fw={600}>
          {total > classes.length ? t('staffHome.classes.all', { count: total }) : t('staffHome.classes.manage')}
        </Anchor>
        <Button component={Link} to={PATHS.teacherCreateClass} variant="light">
          {t('staffHome.classes.newClass')}
        </Button>
      </Group>
    </SectionCard>
  );
}

function ClassCard({ cls }: { cls: HomeClass }) {
  const t = useStaffHomeT();
  const grade = useGradeSubjectLabels().gradeSubject(cls.grade, cls.subject);
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      style={{ borderTop: '4px solid var(--mantine-color-brand-5)' }}
    >
      <Stack gap="xs" h="100%" justify="space-between">
        <Stack gap={4}>
          <Title order={3} fz="md" lineClamp={2}>
            {cls.name}
          </Title>
          <Text size="sm" c="dimmed">
            {grade}
          </Text>
          <Badge variant="light" color="brand" w="fit-content">
            {t('staffHome.classes.students', { count: cls.studentCount })}
          </Badge>
        </Stack>
        <Group gap="xs" mt="xs">
          <Button
            component={Link}
            to={`${PATHS.teacherManage}?classId=${cls.id}`}
            size="xs"
            aria-label={t('staffHome.classes.openLabel', { name: cls.name })}
          >
            {t('staffHome.classes.open')}
          </Button>
          <Button
            component={Link}
            to={`${PATHS.teacherClassResult}?classId=${cls.id}`}
            size="xs"
            variant="default"
            aria-label={t('staffHome.classes.resultsLabel', { name: cls.name })}
          >
            {t('staffHome.classes.results')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
