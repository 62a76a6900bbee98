import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PATHS } from '../../../lib/route-access';
import { saveStudioPreference, useStudioPreference } from '../api/studio-queries';
import { useCreateWorksheet } from '../api/worksheet-mutations';
import { useStudioT } from '../i18n';
import { type DetailsErrors, type DetailsValues, emptyDetails, validateDetails } from '../lib/details-form';
import { DetailsForm } from './details-form';
import { ServerError } from './server-error';

/** /teacher/clearsheetstudio without an id: the details first; the new worksheet then opens in the studio. */
export function NewWorksheetForm() {
  const t = useStudioT();
  const navigate = useNavigate();
  const preference = useStudioPreference();
  const create = useCreateWorksheet();
  const [values, setValues] = useState<DetailsValues>(() => emptyDetails());
  const [errors, setErrors] = useState<DetailsErrors>({});
  const defaulted = useRef(false);

  // The grade and subject the teacher last wrote for, once known (studio setting, preference kind 10).
  useEffect(() => {
    if (defaulted.current || preference.isPending) return;
    defaulted.current = true;
    const saved = preference.data?.value ?? {};
    setValues((v) => (v.grade || v.subjectId ? v : { ...v, ...emptyDetails(saved), title: v.title }));
  }, [preference.isPending, preference.data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateDetails(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    create.mutate(result.body, {
      onSuccess: (worksheet) => {
        void saveStudioPreference({ grade: result.body.grade, subjectId: result.body.subjectId }).catch(() => {});
        navigate(`${PATHS.teacherStudio}?id=${worksheet.id}`, { replace: true });
      },
    });
  };

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('studio.details.newTitle')}
        </Title>
        <Text c="dimmed">{t('studio.details.newIntro')}</Text>
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <DetailsForm
            values={values}
            errors={errors}
            onChange={(next, changed) => {
              setValues(next);
              setErrors((e) => ({ ...e, [changed]: undefined }));
            }}
          />
          <ServerError error={create.error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" component={Link} to={PATHS.teacherStudioList}>
              {t('studio.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('studio.details.create')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
