import { STUDENT_IMPORT_COLUMNS } from '@clearsheets/shared';
import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useImportsT } from '../i18n';

type Column = (typeof STUDENT_IMPORT_COLUMNS)[number];
type HelpKey = 'firstName' | 'lastName' | 'username' | 'password' | 'grade';

const COLUMN_HELP: Record<Column, { key: HelpKey; required: boolean }> = {
  'First Name': { key: 'firstName', required: true },
  'Last Name': { key: 'lastName', required: true },
  Username: { key: 'username', required: false },
  Password: { key: 'password', required: false },
  Grade: { key: 'grade', required: false },
};

/** "How to fill the file": each column of the sample, in order, and the rules of an import. */
export function ImportHelp() {
  const t = useImportsT();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('imports.help.heading')}
        </Title>
        <Text size="sm">{t('imports.help.intro')}</Text>
        <List type="ordered" spacing="sm" size="sm">
          {STUDENT_IMPORT_COLUMNS.map((column) => {
            const help = COLUMN_HELP[column];
            return (
              <List.Item key={column}>
                <Group gap={6} wrap="wrap">
                  <Text span fw={700} size="sm">
                    {column}
                  </Text>
                  <Badge size="xs" radius="sm" variant="filled" color={help.required ? 'brand' : 'gray.7'}>
                    {help.required ? t('imports.help.required') : t('imports.help.optional')}
                  </Badge>
                </Group>
                <Text size="sm">{t(`imports.help.columns.${help.key}`)}</Text>
              </List.Item>
            );
          })}
        </List>
        <Text size="sm">{t('imports.help.rerun')}</Text>
        <Text size="sm">{t('imports.help.atomic')}</Text>
      </Stack>
    </Card>
  );
}
