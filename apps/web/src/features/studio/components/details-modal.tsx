import type { TWorksheetDetail } from '@clearsheets/shared';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { notify } from '../../../components/notify';
import { useUpdateWorksheet } from '../api/worksheet-mutations';
import { useStudioT } from '../i18n';
import { type DetailsErrors, type DetailsValues, detailsOf, validateDetails } from '../lib/details-form';
import { DetailsForm } from './details-form';
import { ServerError } from './server-error';

interface DetailsModalProps {
  worksheet: TWorksheetDetail;
  opened: boolean;
  onClose: () => void;
}

/** "Edit details" of a worksheet in the studio (title, grade, subject, topic, standards, description). */
export function DetailsModal({ worksheet, opened, onClose }: DetailsModalProps) {
  const t = useStudioT();
  const update = useUpdateWorksheet(worksheet.id);
  const [values, setValues] = useState<DetailsValues>(() => detailsOf(worksheet));
  const [errors, setErrors] = useState<DetailsErrors>({});

  // Each opening starts from the worksheet as it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the modal opens, not on every save
  useEffect(() => {
    if (!opened) return;
    setValues(detailsOf(worksheet));
    setErrors({});
    update.reset();
  }, [opened]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateDetails(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    update.mutate(result.body, {
      onSuccess: () => {
        notify({ message: t('studio.details.saved'), closeLabel: t('studio.close') });
        onClose();
      },
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={update.isPending ? () => {} : onClose}
      title={t('studio.details.heading')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('studio.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <DetailsForm
            values={values}
            errors={errors}
            onChange={(next, changed) => {
              setValues(next);
              setErrors((e) => ({ ...e, [changed]: undefined }));
            }}
          />
          <ServerError error={update.error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              {t('studio.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('studio.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
