import type { TQuestionInput, TTextKey } from '@clearsheets/shared';
import { ANSWER_TYPES } from '@clearsheets/shared';
import { List, Paper, Stack, Text } from '@mantine/core';
import { COMPLETE_TEXT } from '../../../lib/status-colors';
import { RichText } from '../../questions';
import { useLibraryT } from '../i18n';

// The teacher's answer key under a previewed question ("Show answers"): the correct choices, accepted
// answers, order, images and gap answers, read straight from the key. Students never get this.

type T = ReturnType<typeof useLibraryT>;

function typedKey(key: TTextKey, t: T): string {
  const notes = [
    key.caseSensitive ? t('library.answers.caseSensitive') : null,
    key.numericEquivalence ? null : t('library.answers.exactForm'),
    key.tolerance ? t('library.answers.tolerance', { tolerance: key.tolerance }) : null,
  ].filter(Boolean);
  return `${key.acceptedAnswers.join(t('library.answers.or'))}${notes.length ? ` (${notes.join(', ')})` : ''}`;
}

function KeyBody({ question, t }: { question: TQuestionInput; t: T }) {
  switch (question.answerType) {
    case ANSWER_TYPES.multiChoice:
    case ANSWER_TYPES.selection:
      return (
        <List size="sm" spacing={2}>
          {question.content.choices
            .filter((c) => c.correct)
            .map((c) => (
              <List.Item key={c.id}>
                <RichText inline text={c.text} />
              </List.Item>
            ))}
        </List>
      );
    case ANSWER_TYPES.textResponse:
      return <Text size="sm">{typedKey(question.content, t)}</Text>;
    case ANSWER_TYPES.ordering:
      return (
        <List type="ordered" size="sm" spacing={2}>
          {question.content.items.map((item) => (
            <List.Item key={item.id}>
              <RichText inline text={item.text} />
            </List.Item>
          ))}
        </List>
      );
    case ANSWER_TYPES.imageSelection:
      return (
        <List size="sm" spacing={2}>
          {question.content.choices
            .filter((c) => c.correct)
            .map((c) => (
              <List.Item key={c.id}>{c.alt}</List.Item>
            ))}
        </List>
      );
    case ANSWER_TYPES.inlineTextResponse:
      return (
        <List size="sm" spacing={2}>
          {question.content.blanks.map((b, i) => (
            <List.Item key={b.id}>
              {t('library.answers.blank', { number: i + 1 })}: {typedKey(b, t)}
            </List.Item>
          ))}
        </List>
      );
    case ANSWER_TYPES.tableFillIn: {
      const { columns, rows } = question.content;
      return (
        <List size="sm" spacing={2}>
          {rows.flatMap((row, r) =>
            row.cells.map((cell, c) =>
              cell.kind === 'blank' ? (
                <List.Item key={cell.id}>
                  <RichText
                    inline
                    text={t('library.answers.cell', { row: r + 1, column: columns[c]?.header || c + 1 })}
                  />
                  : {typedKey(cell, t)}
                </List.Item>
              ) : null,
            ),
          )}
        </List>
      );
    }
    case ANSWER_TYPES.notGraded:
      return <Text size="sm">{t('library.answers.notGraded')}</Text>;
    case ANSWER_TYPES.constructedResponse:
      return (
        <Stack gap={4}>
          <Text size="sm">{t('library.answers.teacherGraded')}</Text>
          {question.content.sampleAnswer && (
            <Text size="sm">
              <Text span fw={600}>
                {t('library.answers.sample')}:
              </Text>{' '}
              {question.content.sampleAnswer}
            </Text>
          )}
        </Stack>
      );
    case ANSWER_TYPES.inlineChoice:
      return (
        <List size="sm" spacing={2}>
          {question.content.dropdowns.map((d, i) => (
            <List.Item key={d.id}>
              {t('library.answers.dropdown', { number: i + 1 })}:{' '}
              <RichText inline text={d.options.find((o) => o.correct)?.text ?? ''} />
            </List.Item>
          ))}
        </List>
      );
  }
}

/** "Answer: …" for one question, labelled with its number for screen readers. */
export function AnswerKey({ question, number }: { question: TQuestionInput; number: number }) {
  const t = useLibraryT();
  return (
    <Paper
      component="section"
      aria-label={t('library.answers.label', { number })}
      withBorder
      radius="md"
      p="sm"
      bg="green.0"
      style={{ borderColor: 'var(--mantine-color-green-3)' }}
    >
      <Text size="sm" fw={700} c={COMPLETE_TEXT} mb={4}>
        {t('library.answers.heading')}
      </Text>
      <KeyBody question={question} t={t} />
    </Paper>
  );
}
