import { Table, Text } from '@mantine/core';
import { LIVE_STATUS_ACCENTS } from '../../../lib/status-colors';
import { type LessonsT, useLessonsT } from '../i18n';
import { LessonText } from './lesson-text';

export interface TallyRow {
  key: string;
  label: string;
  count: number;
  /** Out of how many (the bar's full length). */
  of: number;
  /** Marked as the correct answer (teacher screens only). */
  correct?: boolean;
}

interface TallyTableProps {
  caption: string;
  rows: readonly TallyRow[];
  /** The first column's heading. */
  labelHeading?: string;
  countHeading?: string;
  large?: boolean;
}

/** Counts as bars with their numbers, in a table (the table is the bars' text alternative). */
export function TallyTable({ caption, rows, labelHeading, countHeading, large = false }: TallyTableProps) {
  const t = useLessonsT();
  return (
    <Table
      captionSide="top"
      verticalSpacing={large ? 'md' : 'xs'}
      fz={large ? 'xl' : 'sm'}
      layout="fixed"
      className="cs-lesson-tally"
    >
      <caption style={{ textAlign: 'left', fontWeight: 700 }}>
        <LessonText text={caption} />
      </caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" w="40%">
            {labelHeading ?? t('results.option')}
          </Table.Th>
          <Table.Th scope="col">
            <span aria-hidden="true" />
          </Table.Th>
          <Table.Th scope="col" w={large ? 110 : 80} ta="right">
            {countHeading ?? t('results.count')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row" fw={600}>
              <LessonText text={row.label} />
              {row.correct && <CorrectNote t={t} />}
            </Table.Th>
            <Table.Td>
              <div className="cs-lesson-bar-track" aria-hidden="true">
                <div
                  className="cs-lesson-bar"
                  style={{
                    width: `${row.of > 0 ? Math.round((row.count / row.of) * 100) : 0}%`,
                    background: row.correct ? LIVE_STATUS_ACCENTS.submitted : LIVE_STATUS_ACCENTS.inProgress,
                  }}
                />
              </div>
            </Table.Td>
            <Table.Td ta="right" fw={700}>
              {row.count}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function CorrectNote({ t }: { t: LessonsT }) {
  return (
    <Text span c="green.9" fw={700}>
      {' '}
      <span aria-hidden="true">✓</span> ({t('results.correct')})
    </Text>
  );
}
