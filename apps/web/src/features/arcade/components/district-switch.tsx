import { Paper, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/notify';
import { arcadeKeys, districtArcadeQueryOptions, saveDistrictArcade } from '../api/arcade-api';
import { useArcadeT } from '../i18n';

/** A district admin's switch for the whole district (the server answers only them; others see nothing). */
export function DistrictSwitch() {
  const t = useArcadeT();
  const client = useQueryClient();
  const district = useQuery(districtArcadeQueryOptions());
  const save = useMutation({
    mutationFn: saveDistrictArcade,
    onSuccess: (data) => {
      client.setQueryData(arcadeKeys.district(), data);
      void client.invalidateQueries({ queryKey: ['arcade', 'class'] });
      notify({ message: data.enabled ? t('district.savedOn') : t('district.savedOff'), closeLabel: t('close') });
    },
  });
  if (!district.data?.canSwitch) return null;
  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={2} size="h4">
        {t('district.title')}
      </Title>
      <Text c="dimmed" mb="sm">
        {t('district.body')}
      </Text>
      <Switch
        size="md"
        label={t('district.enabled')}
        checked={district.data.enabled}
        disabled={save.isPending}
        onChange={(e) => save.mutate(e.currentTarget.checked)}
      />
    </Paper>
  );
}
