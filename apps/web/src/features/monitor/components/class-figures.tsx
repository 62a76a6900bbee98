import { Stack, Table, Text, Title } from '@mantine/core';
import { RichText } from '../../questions';
import { useMonitorT } from '../i18n';
import { figuresOf, type MonitorView } from '../lib/monitor-state';
import { formatPercent } from '../lib/paths';

/** Per question: the share of scored answers that are right so far and the most common wrong answer. */
export function ClassFigures({ view }: { view: MonitorView }) {
  const t = useMonitorT();
  const figures = figuresOf(view.state);
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        {t('monitor.figures.title')}
      </Title>
      <Table.ScrollContainer minWidth={0}>
        <Table striped withTableBorder verticalSpacing={6} fz="sm" className="cs-mon-figures">
          <caption className="cs-mon-sr">{t('monitor.figures.caption')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('monitor.figures.question')}</Table.Th>
              <Table.Th scope="col">{t('monitor.figures.share')}</Table.Th>
              <Table.Th scope="col">{t('monitor.figures.wrong')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {figures.map((f, i) => (
              <Table.Tr key={f.questionId}>
                <Table.Th scope="row" fw={600}>
                  {i + 1}
                </Table.Th>
                <Table.Td>
                  {f.share === null ? (
                    <Text span c="dimmed" size="sm">
                      {t('monitor.figures.noneYet')}
                    </Text>
                  ) : (
                    t('monitor.figures.shareOf', {
                      percent: formatPercent(f.share),
                      correct: f.correct,
                      scored: f.scored,
                    })
                  )}
                </Table.Td>
                <Table.Td className="cs-mon-wrong">
                  {f.commonWrong ? (
                    <>
                      “<RichText text={f.commonWrong.answer} inline />”{' '}
                      {t('monitor.figures.wrongCount', { count: f.commonWrong.count })}
                    </>
                  ) : (
                    t('monitor.figures.noWrong')
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
