import type { TPendingGrading } from '@clearsheets/shared';
import { Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card';
import { api } from '../../../lib/api-client';
import { addFeatureBundle, addTexts, useFeatureT } from '../../../lib/i18n';
import { PATHS } from '../../../lib/route-access';

// The teacher's home: how many written answers wait for grading, linking to the grading queue. Hidden at 0
// (and while loading or when the count cannot be read: the home must not fail for a side figure).

const bundle = addFeatureBundle({
  staffGrading: {
    heading: 'Grading',
    waiting_one: 'Waiting for grading: {{count}} response',
    waiting_other: 'Waiting for grading: {{count}} responses',
    assignments_one: 'In {{count}} assignment',
    assignments_other: 'In {{count}} assignments',
    open: 'Grade responses',
  },
});
addTexts('es', {
  staffGrading: {
    heading: 'Calificar',
    waiting_one: 'Por calificar: {{count}} respuesta',
    waiting_other: 'Por calificar: {{count}} respuestas',
    assignments_one: 'En {{count}} tarea',
    assignments_other: 'En {{count}} tareas',
    open: 'Calificar respuestas',
  },
});

/** GET /api/v1/teacher/pending-grading (the results screens share the key, so grading refreshes it). */
const usePendingGrading = () =>
  useQuery({
    queryKey: ['results', 'pending'],
    queryFn: ({ signal }) => api.get<TPendingGrading>('/api/v1/teacher/pending-grading', { signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export function PendingGradingCard() {
  const t = useFeatureT<typeof bundle>();
  const pending = usePendingGrading();
  const count = pending.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <SectionCard title={t('staffGrading.heading')}>
      <Text fz={{ base: 'lg', sm: 'xl' }} fw={800} c="brand.8">
        {t('staffGrading.waiting', { count })}
      </Text>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {t('staffGrading.assignments', { count: pending.data?.assignments.length ?? 0 })}
        </Text>
        <Button component={Link} to={PATHS.teacherGradeQueue}>
          {t('staffGrading.open')}
        </Button>
      </Group>
    </SectionCard>
  );
}
