import { QUESTION_LIMITS } from '@clearsheets/shared';
import { Alert, List, Select, Stack, Text, Textarea } from '@mantine/core';
import { useGradingScales } from '../../api/studio-queries';
import { useStudioT } from '../../i18n';
import type { ContentEditorProps } from './editor-props';

/** 9 constructed response: graded by the teacher, guided by a grading scale and a sample answer. */
export function ConstructedResponseEditor({ content, onChange }: ContentEditorProps<9>) {
  const t = useStudioT();
  const scales = useGradingScales(true);
  const chosen = scales.data?.find((s) => s.id === content.gradingScaleId);
  return (
    <Stack gap="sm">
      <Alert color="gray" variant="light">
        {t('studio.constructed.info')}
      </Alert>
      <Select
        label={t('studio.constructed.scale')}
        data={[
          { value: '', label: t('studio.constructed.noScale') },
          ...(scales.data ?? []).map((s) => ({ value: String(s.id), label: `${s.name} (0–${s.maxPoints})` })),
        ]}
        value={content.gradingScaleId ? String(content.gradingScaleId) : ''}
        onChange={(value) => onChange({ ...content, gradingScaleId: value ? Number(value) : null })}
        allowDeselect={false}
        w={{ base: '100%', sm: 360 }}
      />
      {chosen && (
        <List size="sm" spacing={2}>
          {chosen.levels.map((level) => (
            <List.Item key={level.points}>
              <Text size="sm" span fw={600}>
                {t('studio.constructed.level', { points: level.points, label: level.label })}
              </Text>
              {level.description ? ` — ${level.description}` : ''}
            </List.Item>
          ))}
        </List>
      )}
      <Textarea
        label={t('studio.constructed.sample')}
        description={t('studio.constructed.sampleHint')}
        value={content.sampleAnswer}
        onChange={(event) => onChange({ ...content, sampleAnswer: event.currentTarget.value })}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={QUESTION_LIMITS.longResponseMax}
      />
    </Stack>
  );
}
