import type { AnswerType } from '@clearsheets/shared';
import { Button, Menu, Stack, Text } from '@mantine/core';
import { useAnswerTypeName } from '../../../lib/answer-type-name';
import { useStudioT } from '../i18n';
import { ANSWER_TYPE_ORDER, typeHintKey } from '../lib/answer-types';
import { AnswerTypeIcon } from './answer-type-icon';
import { PlusIcon } from './studio-icons';

interface AddQuestionMenuProps {
  onAdd: (type: AnswerType) => void;
  loading: boolean;
  fullWidth?: boolean;
}

/** "Add question": the ten answer types by name, each with a line on what students do. */
export function AddQuestionMenu({ onAdd, loading, fullWidth = false }: AddQuestionMenuProps) {
  const t = useStudioT();
  const typeName = useAnswerTypeName();
  return (
    <Menu position="bottom-start" width={300} withinPortal shadow="md">
      <Menu.Target>
        <Button leftSection={<PlusIcon />} loading={loading} fullWidth={fullWidth}>
          {t('studio.questions.add')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('studio.questions.chooseType')}>
        <Menu.Label>{t('studio.questions.chooseType')}</Menu.Label>
        {ANSWER_TYPE_ORDER.map((type) => (
          <Menu.Item key={type} leftSection={<AnswerTypeIcon type={type} />} onClick={() => onAdd(type)}>
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {typeName(type)}
              </Text>
              <Text size="xs" c="dimmed">
                {t(typeHintKey(type))}
              </Text>
            </Stack>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
