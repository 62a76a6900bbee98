import { MESSAGES } from '@clearsheets/shared';
import { Alert, Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useShareWorksheet } from '../api/worksheet-mutations';
import { useShareCandidates } from '../api/worksheet-queries';
import { useLibraryT } from '../i18n';
import { errorTitle, notifySuccess, replyMessage } from '../lib/notices';

interface ShareModalProps {
  /** The worksheet to share; null keeps the modal closed. */
  worksheet: { id: number; title: string; sharedWith?: { id: number; name: string }[] } | null;
  onClose: () => void;
}

/** Picks colleagues of the school to share a worksheet with ("Worksheet shared"). */
export function ShareModal({ worksheet, onClose }: ShareModalProps) {
  const t = useLibraryT();
  const id = worksheet?.id ?? 0;
  const candidates = useShareCandidates(id, worksheet !== null);
  const share = useShareWorksheet(id);
  const [picked, setPicked] = useState<string[]>([]);
  const [pickError, setPickError] = useState<string | null>(null);

  // A new worksheet starts with nobody picked.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a change of worksheet only
  useEffect(() => {
    setPicked([]);
    setPickError(null);
    share.reset();
  }, [id]);

  const already = worksheet?.sharedWith ?? [];
  const alreadyIds = new Set(already.map((c) => c.id));
  const options = (candidates.data ?? []).filter((c) => !alreadyIds.has(c.id));

  const submit = () => {
    if (picked.length === 0) {
      setPickError(t('library.share.pickOne'));
      return;
    }
    share.mutate(picked.map(Number), {
      onSuccess: (reply) => {
        notifySuccess(replyMessage(reply) ?? MESSAGES.worksheetShared);
        onClose();
      },
    });
  };

  return (
    <Modal
      opened={worksheet !== null}
      onClose={share.isPending ? () => {} : onClose}
      title={t('library.share.title', { title: worksheet?.title ?? '' })}
      centered
      closeButtonProps={{ 'aria-label': t('library.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('library.share.intro')}</Text>
        {already.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('library.share.already', { names: already.map((c) => c.name).join(', ') })}
          </Text>
        )}
        {candidates.isPending ? (
          <LoadingBlock lines={2} height={28} />
        ) : candidates.isError ? (
          <QueryError error={candidates.error} onRetry={() => candidates.refetch()} retrying={candidates.isFetching} />
        ) : options.length === 0 ? (
          <Text>{t('library.share.none')}</Text>
        ) : (
          <MultiSelect
            label={t('library.share.colleagues')}
            placeholder={picked.length ? undefined : t('library.share.placeholder')}
            data={options.map((c) => ({ value: String(c.id), label: c.name }))}
            value={picked}
            onChange={(value) => {
              setPicked(value);
              setPickError(null);
            }}
            searchable
            error={pickError}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
          />
        )}
        {share.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorTitle(share.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={share.isPending}>
            {t('library.cancel')}
          </Button>
          <Button onClick={submit} loading={share.isPending} disabled={options.length === 0}>
            {t('library.share.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
