import { INTERVENTION_KINDS, isRoutedCheck, type TLessonSessionState, type TSmallGroup } from '@clearsheets/shared';
import { Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { notify } from '../../../components/notify';
import { api } from '../../../lib/api-client';
import { PATHS } from '../../../lib/route-access';
import { useLessonsT } from '../i18n';
import { LessonText } from './lesson-text';

/** For each check that routed students to group instruction: make them a small group of their class (one click). */
export function GroupInstruction({ state }: { state: TLessonSessionState }) {
  const t = useLessonsT();
  const make = useMutation({
    mutationFn: (componentKey: string) =>
      api.post<{ groups: TSmallGroup[] }>(`/api/v1/lessons/sessions/${state.session.id}/groups`, { componentKey }),
    onSuccess: ({ groups }) =>
      notify({
        message: groups.map((g) => t('groups.made', { name: g.name, count: g.students.length })).join(' '),
        closeLabel: t('control.close'),
      }),
    onError: () => notify({ error: true, message: t('groups.failed'), closeLabel: t('control.close') }),
  });
  const checks = state.content.slides
    .flatMap((s) => s.components)
    .filter(isRoutedCheck)
    .map((c) => ({
      check: c,
      count: state.routings.filter(
        (r) =>
          r.componentKey === c.key &&
          r.route === 'intervention' &&
          r.interventionKind === INTERVENTION_KINDS.groupInstruction,
      ).length,
    }))
    .filter((x) => x.count > 0);
  if (!checks.length) return null;
  return (
    <Group gap="sm" wrap="wrap">
      {checks.map(({ check, count }) => (
        <Button
          key={check.key}
          variant="default"
          loading={make.isPending && make.variables === check.key}
          onClick={() => make.mutate(check.key)}
        >
          <LessonText text={t('groups.make', { check: check.title, count })} />
        </Button>
      ))}
      <Text size="sm" c="dimmed">
        {t('groups.hint')}{' '}
        <Link to={`${PATHS.teacherSmallGroupManager}?classId=${state.session.classes[0]?.id ?? ''}`}>
          {t('groups.manager')}
        </Link>
      </Text>
    </Group>
  );
}
