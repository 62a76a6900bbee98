import { Card, Code, List, Stack, Text, Title } from '@mantine/core';
import { useRosterT } from '../i18n';

const FILES = [
  'manifest.csv',
  'orgs.csv',
  'academicSessions.csv',
  'courses.csv',
  'classes.csv',
  'users.csv',
  'roles.csv',
  'enrollments.csv',
] as const;

/** Which CSV files the zip needs, and how a second import behaves. */
export function OneRosterFilesHelp() {
  const t = useRosterT();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('roster.files.heading')}
        </Title>
        <Text size="sm">{t('roster.files.intro')}</Text>
        <List size="sm" spacing={4}>
          {FILES.map((file) => (
            <List.Item key={file}>
              <Code>{file}</Code>
              {file === 'roles.csv' && (
                <Text span size="sm" c="dimmed">
                  {' '}
                  ({t('roster.files.rolesNote')})
                </Text>
              )}
            </List.Item>
          ))}
        </List>
        <Text size="sm">{t('roster.files.demographics')}</Text>
        <Text size="sm">{t('roster.files.matching')}</Text>
      </Stack>
    </Card>
  );
}
