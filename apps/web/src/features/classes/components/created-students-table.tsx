import type { TCreatedStudent } from '@clearsheets/shared';
import { Button, CopyButton, Group, Stack, Table, Text } from '@mantine/core';
import { useClassesT } from '../i18n';
import { fullName } from '../lib/class-format';

/** The new students' sign-in details, shown once after they are created: a table on wide screens, a list on
 * phones, and a copy button for pasting the list elsewhere. */
export function CreatedStudentsTable({ students }: { students: TCreatedStudent[] }) {
  const ct = useClassesT();
  const asText = students.map((s) => `${fullName(s)}\t${s.username}\t${s.password}`).join('\n');
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={0} visibleFrom="sm">
        <Table withTableBorder striped verticalSpacing="xs" captionSide="top" bg="white">
          <Table.Caption ta="left" fw={600} c="dark.7">
            {ct('create.createdCaption')}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{ct('created.name')}</Table.Th>
              <Table.Th scope="col">{ct('created.username')}</Table.Th>
              <Table.Th scope="col">{ct('created.password')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {students.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Th scope="row" fw={500}>
                  {fullName(s)}
                </Table.Th>
                <Table.Td className="cs-credentials">{s.username}</Table.Td>
                <Table.Td className="cs-credentials">{s.password}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="xs" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {students.map((s) => (
          <li key={s.id}>
            <Stack
              gap={2}
              p="sm"
              bg="white"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
            >
              <Text fw={600}>{fullName(s)}</Text>
              <Text size="sm">
                {ct('created.username')}: <span className="cs-credentials">{s.username}</span>
              </Text>
              <Text size="sm">
                {ct('created.password')}: <span className="cs-credentials">{s.password}</span>
              </Text>
            </Stack>
          </li>
        ))}
      </Stack>
      <Group>
        <CopyButton value={asText}>
          {({ copied, copy }) => (
            <Button variant="default" size="sm" onClick={copy} aria-live="polite">
              {copied ? ct('created.copied') : ct('created.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
