import { OPEN_ENDED_DATE, type TMe } from '@clearsheets/shared';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { SectionCard } from '../../../components/section-card';
import { useTranslation } from '../../../lib/i18n';
import { formatDate, formatGrades } from '../format';

type License = TMe['licenses'][number];

const TIER_COLORS: Record<License['tier'], string> = { free: 'gray', paid: 'brand', premium: 'violet' };

/** The licenses the user works under: name, tier, grades and end date. */
export function LicensesCard({ licenses }: { licenses: License[] }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('staff.licenses.heading')}>
      {licenses.length === 0 ? (
        <Text>{t('staff.licenses.empty')}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {licenses.map((license) => (
            <li key={`${license.code}-${license.scope}-${license.startsOn}`}>
              <Stack gap={4} p="sm" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
                <Group gap="xs" justify="space-between" wrap="wrap">
                  <Text fw={600}>{license.name}</Text>
                  <Badge color={TIER_COLORS[license.tier]} variant="light">
                    {t(`staff.licenses.tier_${license.tier}`)}
                  </Badge>
                </Group>
                <Text size="sm">{t(`staff.licenses.scope_${license.scope}`)}</Text>
                <Text size="sm">
                  <Text span fw={600} size="sm">
                    {t('staff.licenses.grades')}:
                  </Text>{' '}
                  {license.grades.length > 0
                    ? formatGrades(license.grades)
                    : // A free license opens only its grades: none yet means onboarding has not chosen one.
                      license.tier === 'free'
                      ? t('staff.licenses.noGradeYet')
                      : t('staff.licenses.allGrades')}
                </Text>
                <Text size="sm">
                  <Text span fw={600} size="sm">
                    {t('staff.licenses.endsOn')}:
                  </Text>{' '}
                  {license.endsOn === OPEN_ENDED_DATE ? t('staff.licenses.noEndDate') : formatDate(license.endsOn)}
                </Text>
              </Stack>
            </li>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
