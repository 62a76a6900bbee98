import type { TImportProblem } from '@clearsheets/shared';
import { Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState } from 'react';
import { ListPagination } from '../list-pagination';
import { useImportJobT } from './i18n';
import { pageSlice } from './import-job-logic';

interface ImportProblemsTableProps {
  problems: TImportProblem[];
  /** OneRoster reports name the CSV file of each problem; a student file has only one. */
  showFile?: boolean;
  pageSize?: number;
}

/** Every problem with where it is (file, row, column), a page at a time: a 10,000-row file can have many. */
export function ImportProblemsTable({ problems, showFile = false, pageSize = 20 }: ImportProblemsTableProps) {
  const t = useImportJobT();
  const [page, setPage] = useState(1);
  const captionId = useId();
  const shown = pageSlice(problems, page, pageSize);
  const none = t('imports.job.problems.none');
  const wide = useMediaQuery('(min-width: 36em)', true, { getInitialValueInEffect: false });
  const caption = `${t('imports.job.problems.caption')} (${t('imports.job.problems.count', { count: problems.length })})`;
  const pager = (
    <ListPagination
      total={problems.length}
      page={shown.page}
      pageSize={pageSize}
      onChange={setPage}
      labels={{
        nav: t('imports.job.pager.nav'),
        previous: t('imports.job.pager.previous'),
        next: t('imports.job.pager.next'),
        page: (n) => t('imports.job.pager.page', { page: n }),
        range: (from, to, total) => t('imports.job.pager.range', { from, to, total }),
      }}
    />
  );

  if (!wide) {
    // Phones: one problem per item ("Row 2 · First Name", then the message), no squeezed columns.
    return (
      <Stack gap="xs">
        <Text fw={600} size="sm" id={captionId}>
          {caption}
        </Text>
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={captionId}>
          {shown.items.map((problem, index) => (
            <Text
              component="li"
              size="sm"
              // biome-ignore lint/suspicious/noArrayIndexKey: problems have no id; a page of them never reorders
              key={`${shown.page}-${index}`}
              p="xs"
              bg="white"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6, overflowWrap: 'anywhere' }}
            >
              <Text span fw={700} size="sm">
                {[
                  showFile ? (problem.file ?? none) : null,
                  problem.row === undefined ? null : `${t('imports.job.problems.row')} ${problem.row}`,
                  problem.column ?? null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <br />
              {problem.message}
            </Text>
          ))}
        </Stack>
        {pager}
      </Stack>
    );
  }

  return (
    <Stack gap="xs">
      <Table
        withTableBorder
        striped
        verticalSpacing="xs"
        horizontalSpacing="xs"
        captionSide="top"
        bg="white"
        fz="sm"
        style={{ overflowWrap: 'break-word' }}
      >
        <Table.Caption ta="left" fw={600} c="dark.7">
          {caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {showFile && <Table.Th scope="col">{t('imports.job.problems.file')}</Table.Th>}
            <Table.Th scope="col" ta="right" w={56}>
              {t('imports.job.problems.row')}
            </Table.Th>
            <Table.Th scope="col">{t('imports.job.problems.column')}</Table.Th>
            <Table.Th scope="col">{t('imports.job.problems.message')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.items.map((problem, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: problems have no id; a page of them never reorders
            <Table.Tr key={`${shown.page}-${index}-${problem.file ?? ''}-${problem.row ?? ''}-${problem.column ?? ''}`}>
              {showFile && <Table.Td>{problem.file ?? none}</Table.Td>}
              <Table.Td ta="right">{problem.row ?? none}</Table.Td>
              <Table.Td>{problem.column ?? none}</Table.Td>
              <Table.Td>{problem.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {pager}
    </Stack>
  );
}
