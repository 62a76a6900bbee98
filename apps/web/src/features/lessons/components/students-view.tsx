import { componentsByKey, type TLessonRouting, type TLessonSessionState, type TSlide } from '@clearsheets/shared';
import { Alert, Badge, Select, Stack, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { ATTEMPT_STATUS_TINTS } from '../../../lib/status-colors';
import { plainText } from '../../questions';
import { interventionLabel, type LessonsT, useLessonsT } from '../i18n';
import { optionFormatOf, optionLabel } from '../lib/option-labels';
import { formatScore } from '../lib/paths';
import { answeredStudents, type SlideItem, slideItems } from '../lib/slide-items';
import { GroupInstruction } from './group-instruction';
import { LessonText } from './lesson-text';

const ROUTE_CHOICES = [
  'pathway:0',
  'intervention:0',
  'intervention:1',
  'intervention:2',
  'intervention:3',
  'intervention:4',
];

interface StudentsViewProps {
  state: TLessonSessionState;
  slide: TSlide;
  onOverride: (routing: Pick<TLessonRouting, 'studentId' | 'componentKey' | 'route' | 'interventionKind'>) => void;
  overriding: boolean;
  overrideFailed: boolean;
}

/** "View students": who joined, their answers on this slide, who has not answered, and their routes (changeable). */
/** The teacher's own screen always names students: the projector (a separate window) is what the class sees. */
export function StudentsView({ state, slide, onOverride, overriding, overrideFailed }: StudentsViewProps) {
  const t = useLessonsT();
  const items = useMemo(() => slideItems(slide), [slide]);
  const components = useMemo(() => componentsByKey(state.content), [state.content]);
  const answered = useMemo(() => answeredStudents(slide, state.responses), [slide, state.responses]);
  const byStudent = useMemo(() => {
    const map = new Map<number, Map<string, (typeof state.responses)[number]>>();
    for (const r of state.responses) {
      const own = map.get(r.studentId) ?? new Map();
      map.set(r.studentId, own);
      own.set(`${r.componentKey}|${r.itemKey}`, r);
    }
    return map;
  }, [state.responses]);
  const routings = useMemo(() => {
    const map = new Map<number, TLessonRouting[]>();
    for (const r of state.routings) map.set(r.studentId, [...(map.get(r.studentId) ?? []), r]);
    return map;
  }, [state.routings]);
  const waiting = state.students.filter((s) => s.joinedAt && !answered.has(s.id));
  if (!state.students.length) return <Text c="dimmed">{t('students.empty')}</Text>;
  return (
    <Stack gap="sm">
      {items.length > 0 && (
        <Text fw={600} role="status">
          {waiting.length
            ? t('students.notAnswered', { names: waiting.map((s) => s.name).join(', ') })
            : t('students.allAnswered')}
        </Text>
      )}
      <GroupInstruction state={state} />
      {overrideFailed && (
        <Alert color="red" variant="light" role="alert">
          {t('students.overrideFailed')}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="xs" captionSide="top">
          <caption style={{ textAlign: 'left' }}>{t('students.caption')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('students.student')}</Table.Th>
              <Table.Th scope="col">{t('students.joined')}</Table.Th>
              <Table.Th scope="col">{t('students.answers')}</Table.Th>
              <Table.Th scope="col">{t('students.routes')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {state.students.map((student) => {
              const own = byStudent.get(student.id);
              const tint = student.joinedAt ? ATTEMPT_STATUS_TINTS.submitted : ATTEMPT_STATUS_TINTS.not_started;
              return (
                <Table.Tr key={student.id}>
                  <Table.Th scope="row" fw={600}>
                    {student.name}
                  </Table.Th>
                  <Table.Td>
                    <Badge radius="sm" styles={{ root: { background: tint.bg, color: tint.c } }}>
                      {student.joinedAt ? t('students.joined') : t('students.notJoined')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {items.length === 0 ? (
                      t('none')
                    ) : (
                      <Stack gap={2}>
                        {items.map((item) => (
                          <Text key={`${item.componentKey}|${item.itemKey}`} size="sm">
                            <LessonText
                              text={answerText(t, item, own?.get(`${item.componentKey}|${item.itemKey}`), components)}
                            />
                          </Text>
                        ))}
                      </Stack>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={6}>
                      {(routings.get(student.id) ?? []).map((routing) => {
                        const found = components.get(routing.componentKey)?.component;
                        const check = (found && 'title' in found && found.title) || routing.componentKey;
                        return (
                          <Stack key={routing.componentKey} gap={2}>
                            <Text size="sm">
                              <LessonText text={check} />: {t('students.score', { score: formatScore(routing.score) })}
                              {routing.recheckScore !== null &&
                                ` · ${t('students.recheck', { score: formatScore(routing.recheckScore) })}`}
                              {routing.overridden && ` · ${t('students.overridden')}`}
                            </Text>
                            <Select
                              size="xs"
                              aria-label={t('students.routeLabel', { name: student.name, check: plainText(check) })}
                              data={ROUTE_CHOICES.map((value) => ({ value, label: routeLabel(t, value) }))}
                              value={`${routing.route}:${routing.route === 'pathway' ? 0 : routing.interventionKind}`}
                              onChange={(value) => {
                                if (!value) return;
                                const [route, kind] = value.split(':');
                                onOverride({
                                  studentId: student.id,
                                  componentKey: routing.componentKey,
                                  route: route === 'pathway' ? 'pathway' : 'intervention',
                                  interventionKind: Number(kind),
                                });
                              }}
                              disabled={overriding}
                              allowDeselect={false}
                              w={240}
                            />
                          </Stack>
                        );
                      })}
                      {!routings.get(student.id)?.length && (
                        <Text size="sm" c="dimmed">
                          {t('students.noRoutes')}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function routeLabel(t: LessonsT, value: string): string {
  const [route, kind] = value.split(':');
  return route === 'pathway'
    ? t('students.pathway')
    : t('students.intervention', { kind: interventionLabel(t, Number(kind)) });
}

function answerText(
  t: LessonsT,
  item: SlideItem,
  response: TLessonSessionState['responses'][number] | undefined,
  components: ReturnType<typeof componentsByKey>,
): string {
  const prefix = item.kind === 'question' ? `${t('students.itemQuestion', { number: item.number })}: ` : '';
  if (!response) return `${prefix}${t('students.noAnswer')}`;
  if (item.kind === 'question')
    return `${prefix}${response.status ? t(`students.answerStatus.${response.status}`) : t('students.noAnswer')}`;
  const option = item.options.find((o) => o.value === response.value);
  const component = components.get(item.componentKey)?.component;
  const format = component ? optionFormatOf(component) : null;
  return option ? optionLabel(t, format, item.itemKey, option) : String(response.value);
}
