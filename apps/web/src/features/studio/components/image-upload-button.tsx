import { MESSAGES, type TUploadedImage } from '@clearsheets/shared';
import { Button, FileButton, Stack, Text } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { uploadImage } from '../api/question-api';
import { useStudioT } from '../i18n';
import { compressImage } from '../lib/compress-image';
import { imageFileProblem } from '../lib/image-rules';
import { ImageIcon } from './studio-icons';

interface ImageUploadButtonProps {
  /** The button's words ("Add image", "Upload image 2"). */
  label: string;
  onUploaded: (image: TUploadedImage) => void;
  disabled?: boolean;
  variant?: 'default' | 'light' | 'subtle';
}

const ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

/** Picks a png/jpeg/jpg, compresses it in the browser (0.3 MB, 400 px) and uploads it. */
export function ImageUploadButton({ label, onUploaded, disabled, variant = 'default' }: ImageUploadButtonProps) {
  const t = useStudioT();
  const errorId = useId();
  const [step, setStep] = useState<'idle' | 'compressing' | 'uploading'>('idle');
  const [error, setError] = useState<string | null>(null);
  // The upload takes a while and the teacher keeps typing: the callback of the latest render is the one to
  // call, or it would write the upload into the question as it was when the upload started.
  const latest = useRef(onUploaded);
  latest.current = onUploaded;

  const pick = async (file: File | null) => {
    const problem = imageFileProblem(file);
    setError(problem);
    if (problem || !file) return;
    try {
      setStep('compressing');
      const compressed = await compressImage(file);
      setStep('uploading');
      const uploaded = await uploadImage(compressed.blob, compressed.name);
      latest.current(uploaded);
    } catch (cause) {
      setError(isApiError(cause) ? cause.title : MESSAGES.uploadImage);
    } finally {
      setStep('idle');
    }
  };

  return (
    <Stack gap={4} align="flex-start">
      <FileButton onChange={pick} accept={ACCEPT}>
        {(props) => (
          <Button
            {...props}
            variant={variant}
            size="sm"
            leftSection={<ImageIcon />}
            loading={step !== 'idle'}
            disabled={disabled}
            aria-describedby={error ? errorId : undefined}
          >
            {label}
          </Button>
        )}
      </FileButton>
      {step !== 'idle' && (
        <Text size="xs" c="dimmed" role="status">
          {step === 'compressing' ? t('studio.upload.compressing') : t('studio.upload.uploading')}
        </Text>
      )}
      {error && (
        <Text id={errorId} size="sm" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
