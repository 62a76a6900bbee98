import { MESSAGES } from '@clearsheets/shared';
import { FileInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../lib/api-client';
import { useFileProblemText } from './i18n';
import { acceptAttribute, checkImportFile, type ImportFileKind } from './import-file-check';

type FileError = { title: string; detail?: string } | null;

/** The chosen import file and what is wrong with it: the browser's check first, then the server's refusal. */
export function useImportFile(kinds: readonly ImportFileKind[], requiredMessage: string, maxBytes: number) {
  const problemText = useFileProblemText(maxBytes);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<FileError>(null);
  const problemOf = (f: File) => {
    const problem = checkImportFile(f, kinds, maxBytes);
    return problem ? problemText(problem) : null;
  };
  return {
    file,
    error,
    kinds,
    choose(next: File | null) {
      setFile(next);
      const title = next ? problemOf(next) : null;
      setError(title ? { title } : null);
    },
    /** The file when it may be sent; otherwise shows why not and returns null. */
    validate(): File | null {
      const title = file ? problemOf(file) : requiredMessage;
      setError(title ? { title } : null);
      return title ? null : file;
    },
    refused(err: unknown) {
      setError({
        title: isApiError(err) ? err.title : MESSAGES.somethingWentWrong,
        detail: isApiError(err) ? err.detail : undefined,
      });
    },
    clear: () => setFile(null),
  };
}

interface ImportFileFieldProps {
  state: ReturnType<typeof useImportFile>;
  label: string;
  description: string;
  placeholder: string;
}

/** The file picker of an import form, with its problem (and the server's detail) announced under it. */
export function ImportFileField({ state, label, description, placeholder }: ImportFileFieldProps) {
  return (
    <Stack gap={4}>
      <FileInput
        label={label}
        description={description}
        placeholder={placeholder}
        accept={acceptAttribute(state.kinds)}
        value={state.file}
        onChange={state.choose}
        withAsterisk
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        error={state.error?.title}
        errorProps={{ role: 'alert' }}
      />
      {state.error?.detail && (
        <Text size="sm" c="dimmed">
          {state.error.detail}
        </Text>
      )}
    </Stack>
  );
}
