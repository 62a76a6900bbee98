import { MESSAGES } from '@clearsheets/shared';
import { Box, Button, CloseButton, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useClassesT } from '../i18n';
import type { FormErrors } from '../lib/form-errors';
import { parseNameList } from '../lib/name-list';
import { blankRow, filledRows, fillRows, isBlankRow, type StudentRow } from '../lib/student-rows';
import { PlusIcon } from './class-icons';

type RowField = 'firstName' | 'lastName' | 'username' | 'password';
const FIELDS: RowField[] = ['firstName', 'lastName', 'username', 'password'];

interface StudentRowsEditorProps {
  rows: StudentRow[];
  errors: FormErrors;
  /** `changed` names the edited field ("students.2.lastName"); structural changes (add, remove, paste) omit it. */
  onRowsChange: (rows: StudentRow[], changed?: string) => void;
  /** Most students the list may hold, or null for no limit. */
  limit: number | null;
  /** Asked before adding rows; false blocks the addition (the caller explains why via `blockedMessage`). */
  canAdd?: () => boolean;
  blockedMessage?: string | null;
  disabled?: boolean;
}

/** The "Add students" rows: first and last name, optional username and password; add, remove, paste a list. */
export function StudentRowsEditor({
  rows,
  errors,
  onRowsChange,
  limit,
  canAdd = () => true,
  blockedMessage,
  disabled = false,
}: StudentRowsEditorProps) {
  const ct = useClassesT();
  const id = useId();
  const [pasteOpen, setPasteOpen] = useState(false);
  const [pasteText, setPasteText] = useState('');
  const [pasteError, setPasteError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; alert: boolean } | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const pasteButton = useRef<HTMLButtonElement>(null);
  const pasteBox = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (pasteOpen) pasteBox.current?.focus();
  }, [pasteOpen]);
  const filled = filledRows(rows).length;

  useEffect(() => {
    if (!focusKey) return;
    document.getElementById(`${id}-${focusKey}-firstName`)?.focus();
    setFocusKey(null);
  }, [focusKey, id]);

  const addRow = () => {
    setNotice(null);
    if (!canAdd()) return;
    if (limit !== null && rows.length >= limit) {
      setNotice({ text: MESSAGES.classFull, alert: true });
      return;
    }
    const row = blankRow();
    onRowsChange([...rows, row]);
    setFocusKey(row.key);
  };

  const openPaste = () => {
    setNotice(null);
    if (!canAdd()) return;
    setPasteOpen(true);
  };

  const addPasted = () => {
    const parsed = parseNameList(pasteText);
    if (parsed.students.length === 0) {
      setPasteError(ct('rows.pasteEmpty'));
      return;
    }
    const result = fillRows(rows, parsed.students, limit);
    onRowsChange(result.rows);
    // Keyboard users continue in the first pasted row rather than on the closed paste box.
    const typed = new Set(rows.filter((row) => !isBlankRow(row)).map((row) => row.key));
    const first = result.rows.find((row) => !typed.has(row.key));
    if (first) setFocusKey(first.key);
    setPasteText('');
    setPasteError(null);
    setPasteOpen(false);
    setNotice(
      result.refused > 0
        ? { text: `${ct('rows.pasted', { count: result.added })} ${MESSAGES.classFull}`, alert: true }
        : { text: ct('rows.pasted', { count: result.added }), alert: false },
    );
  };

  const removeRow = (index: number) => {
    onRowsChange(rows.filter((_, i) => i !== index));
    setNotice(null);
  };

  const setField = (index: number, field: RowField, value: string) => {
    onRowsChange(
      rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)),
      `students.${index}.${field}`,
    );
  };

  const label = (field: RowField) =>
    field === 'username' || field === 'password'
      ? `${ct(`common.${field}`)} (${ct('common.optional')})`
      : ct(`common.${field}`);

  return (
    <Stack gap="sm">
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {ct('rows.none')}
        </Text>
      ) : (
        <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((row, index) => (
            <li key={row.key} className="cs-student-row-item">
              <fieldset className="cs-student-row" disabled={disabled}>
                <legend className="cs-student-row-legend">{ct('rows.student', { n: index + 1 })}</legend>
                <Group align="flex-start" gap="xs" wrap="nowrap">
                  {/* Four columns from tablet width up; on phones two (names) then two (sign-in details). */}
                  <Box className="cs-student-row-fields">
                    {FIELDS.map((field) => (
                      <TextInput
                        key={field}
                        id={`${id}-${row.key}-${field}`}
                        label={label(field)}
                        labelProps={{ className: 'cs-student-row-label' }}
                        placeholder={
                          field === 'username'
                            ? ct('rows.usernameHint')
                            : field === 'password'
                              ? ct('rows.passwordHint')
                              : undefined
                        }
                        value={row[field]}
                        onChange={(event) => setField(index, field, event.currentTarget.value)}
                        error={errors[`students.${index}.${field}`]}
                        autoComplete="off"
                        spellCheck={false}
                        required={field === 'firstName' || field === 'lastName'}
                      />
                    ))}
                  </Box>
                  <CloseButton
                    className="cs-student-row-remove"
                    size="lg"
                    aria-label={ct('rows.removeRow', { n: index + 1 })}
                    onClick={() => removeRow(index)}
                  />
                </Group>
              </fieldset>
            </li>
          ))}
        </Stack>
      )}
      {errors.students ? (
        <Text c="red.9" size="sm" fw={500} role="alert">
          {errors.students}
        </Text>
      ) : null}
      <Group gap="sm">
        <Button variant="light" leftSection={<PlusIcon />} onClick={addRow} disabled={disabled}>
          {ct('rows.addRow')}
        </Button>
        <Button ref={pasteButton} variant="default" onClick={openPaste} disabled={disabled} aria-expanded={pasteOpen}>
          {ct('rows.pasteOpen')}
        </Button>
        <Text size="sm" c="dimmed" aria-live="polite">
          {ct('rows.count', { count: filled })}
        </Text>
      </Group>
      {blockedMessage ? (
        <Text c="red.9" size="sm" fw={600} role="alert">
          {blockedMessage}
        </Text>
      ) : null}
      {notice ? (
        <Text c={notice.alert ? 'red.9' : 'teal.9'} size="sm" fw={500} role={notice.alert ? 'alert' : 'status'}>
          {notice.text}
        </Text>
      ) : null}
      {pasteOpen ? (
        <Stack gap="xs" p="sm" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Textarea
            ref={pasteBox}
            label={ct('rows.pasteLabel')}
            description={ct('rows.pasteDescription')}
            placeholder={ct('rows.pastePlaceholder')}
            autosize
            minRows={4}
            maxRows={14}
            value={pasteText}
            onChange={(event) => {
              setPasteText(event.currentTarget.value);
              setPasteError(null);
            }}
            error={pasteError}
            spellCheck={false}
          />
          <Group gap="sm">
            <Button onClick={addPasted}>{ct('rows.pasteAdd')}</Button>
            <Button
              variant="subtle"
              onClick={() => {
                setPasteOpen(false);
                setPasteError(null);
                pasteButton.current?.focus();
              }}
            >
              {ct('rows.pasteCancel')}
            </Button>
          </Group>
        </Stack>
      ) : null}
      {limit !== null ? (
        <Text size="xs" c="dimmed">
          {ct('rows.limit', { limit })}
        </Text>
      ) : null}
    </Stack>
  );
}
