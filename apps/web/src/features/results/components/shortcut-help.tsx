import { Accordion, List, Text } from '@mantine/core';
import { useResultsT } from '../i18n';

/** The grading shortcuts, written down (collapsed, so they never crowd the page). */
export function ShortcutHelp() {
  const t = useResultsT();
  return (
    <Accordion variant="contained" radius="md" chevronPosition="left">
      <Accordion.Item value="keys">
        <Accordion.Control>{t('results.grade.shortcuts')}</Accordion.Control>
        <Accordion.Panel>
          <List size="sm" spacing={4}>
            <List.Item>{t('results.grade.shortcutLevel')}</List.Item>
            <List.Item>{t('results.grade.shortcutSave')}</List.Item>
            <List.Item>{t('results.grade.shortcutMove')}</List.Item>
          </List>
          <Text size="sm" c="dimmed" mt="xs">
            {t('results.grade.shortcutNote')}
          </Text>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
