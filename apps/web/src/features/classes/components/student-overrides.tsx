import type { TClassSettingsResponse, TStudentSettingsValues } from '@clearsheets/shared';
import { MESSAGES } from '@clearsheets/shared';
import { Group, Select, Stack, Table, Text } from '@mantine/core';
import { type StudentSettingsOverride, useSaveStudentOverride } from '../api/settings-mutations';
import { useClassesT } from '../i18n';
import {
  AS_CLASS,
  decodeSetting,
  encodeSetting,
  SETTING_CHOICES,
  SETTING_KEYS,
  type SettingKey,
} from '../lib/settings-options';
import { notifyError, notifySuccess } from './feedback';
import { useSettingLabels } from './setting-labels';

type Student = TClassSettingsResponse['students'][number];

interface StudentOverridesProps {
  classId: number;
  className: string;
  defaults: TStudentSettingsValues;
  students: Student[];
  canWrite: boolean;
}

/** Each student's overrides: one select per setting ("As class" or a value), saved as soon as it changes. */
export function StudentOverrides({ classId, className, defaults, students, canWrite }: StudentOverridesProps) {
  const ct = useClassesT();
  const { settingLabel, choiceLabel, valueLabel } = useSettingLabels();
  const save = useSaveStudentOverride(classId);
  const sorted = [...students].sort(
    (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName),
  );

  const change = (student: Student, key: SettingKey, raw: string) => {
    const override: StudentSettingsOverride = { ...student.override, [key]: decodeSetting(key, raw) };
    save.mutate(
      { studentId: student.studentId, override },
      { onSuccess: () => notifySuccess(MESSAGES.dataUpdated), onError: notifyError },
    );
  };

  const cell = (student: Student, key: SettingKey) => {
    const name = `${student.firstName} ${student.lastName}`;
    const raw = encodeSetting(key, student.override[key]);
    const asClass = ct('settings.asClass', { value: valueLabel(key, defaults[key]) });
    if (!canWrite) return <Text size="sm">{raw === AS_CLASS ? asClass : choiceLabel(key, raw)}</Text>;
    return (
      <Select
        aria-label={ct('settings.cellLabel', { setting: settingLabel(key), name })}
        data={[
          { value: AS_CLASS, label: asClass },
          ...SETTING_CHOICES[key].map((choice) => ({ value: choice, label: choiceLabel(key, choice) })),
        ]}
        value={raw}
        onChange={(next) => next && next !== raw && change(student, key, next)}
        allowDeselect={false}
        size="sm"
        disabled={save.isPending && save.variables?.studentId === student.studentId}
      />
    );
  };

  return (
    <>
      <Table.ScrollContainer minWidth={640} visibleFrom="md">
        <Table withTableBorder striped verticalSpacing="xs" captionSide="top" bg="white">
          <Table.Caption className="cs-visually-hidden">
            {ct('settings.studentsCaption', { name: className })}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{ct('settings.student')}</Table.Th>
              {SETTING_KEYS.map((key) => (
                <Table.Th scope="col" key={key}>
                  {settingLabel(key)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((student) => (
              <Table.Tr key={student.studentId}>
                <Table.Th scope="row" fw={500}>
                  {student.firstName} {student.lastName}
                </Table.Th>
                {SETTING_KEYS.map((key) => (
                  <Table.Td key={key} miw={170}>
                    {cell(student, key)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="sm" hiddenFrom="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {sorted.map((student) => (
          <li key={student.studentId}>
            <Stack
              gap="xs"
              p="sm"
              bg="white"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
            >
              <Text fw={600}>
                {student.firstName} {student.lastName}
              </Text>
              {SETTING_KEYS.map((key) => (
                <Group key={key} justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" c="dimmed" style={{ flexShrink: 0 }} aria-hidden={canWrite}>
                    {settingLabel(key)}
                  </Text>
                  <div style={{ minWidth: 0, flex: '0 1 220px' }}>{cell(student, key)}</div>
                </Group>
              ))}
            </Stack>
          </li>
        ))}
      </Stack>
    </>
  );
}
