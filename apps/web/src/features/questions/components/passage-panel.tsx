import { READ_ALOUD_TYPES, type TStudentPassage } from '@clearsheets/shared';
import { Button } from '@mantine/core';
import { useId, useState } from 'react';
import { type QuestionLang, useQuestionsT } from '../i18n';
import { ChevronIcon } from './icons';
import { useQuestionUi } from './question-context';
import { ReadAloudButton } from './read-aloud';
import { RichText } from './rich-text';

export interface PassagePanelProps {
  passage: Pick<TStudentPassage, 'title' | 'body'>;
  lang?: QuestionLang;
  /** Heading level of the passage title (the same level as the question's). */
  headingOrder?: 2 | 3 | 4;
  /** Open at first on phones (always open on wider screens). */
  defaultOpen?: boolean;
}

/** The reading passage; on phones it folds away (Show/Hide passage) so the question stays in reach. */
export function PassagePanel({ passage, lang, headingOrder = 2, defaultOpen = true }: PassagePanelProps) {
  const ui = useQuestionUi();
  const { t } = useQuestionsT(lang ?? ui?.lang);
  const [open, setOpen] = useState(defaultOpen);
  const titleId = useId();
  const bodyId = useId();
  const Heading = `h${headingOrder}` as const;
  const title = passage.title.trim() || t('passage.title');
  return (
    <section className="cs-q-passage" aria-labelledby={titleId} data-collapsed={open ? undefined : ''}>
      <div className="cs-q-passage-head">
        <Heading id={titleId} className="cs-q-passage-title">
          {title}
        </Heading>
        <ReadAloudButton
          text={`${title}\n\n${passage.body}`}
          type={READ_ALOUD_TYPES.passage}
          what={t('readAloud.passage')}
          lang={lang}
        />
        <Button
          className="cs-q-passage-toggle"
          variant="default"
          size="sm"
          mih={44}
          radius="xl"
          rightSection={<ChevronIcon open={open} />}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('passage.hide') : t('passage.show')}
        </Button>
      </div>
      <div id={bodyId} className="cs-q-passage-body">
        <RichText text={passage.body} />
      </div>
    </section>
  );
}
