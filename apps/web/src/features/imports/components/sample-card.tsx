import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { notify } from '../../../components/notify';
import { isApiError } from '../../../lib/api-client';
import { downloadSample, type SampleFormat } from '../api/sample-files';
import { useImportsT } from '../i18n';

/** The sample file in both formats: the surest way to get the columns right. */
export function SampleCard() {
  const t = useImportsT();
  const [pending, setPending] = useState<SampleFormat | null>(null);
  const download = async (format: SampleFormat) => {
    setPending(format);
    try {
      await downloadSample(format);
    } catch (error) {
      notify({
        error: true,
        title: t('imports.downloadFailed'),
        message: isApiError(error) ? error.title : String(error),
        closeLabel: t('imports.close'),
      });
    } finally {
      setPending(null);
    }
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('imports.sample.heading')}
        </Title>
        <Text size="sm">{t('imports.sample.body')}</Text>
        <Group gap="sm">
          <Button variant="default" onClick={() => download('csv')} loading={pending === 'csv'}>
            {t('imports.sample.csv')}
          </Button>
          <Button variant="default" onClick={() => download('xlsx')} loading={pending === 'xlsx'}>
            {t('imports.sample.xlsx')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
