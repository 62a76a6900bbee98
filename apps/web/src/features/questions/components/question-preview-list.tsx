import type { TPassage } from '@clearsheets/shared';
import { useMemo } from 'react';
import { type QuestionLang, useQuestionsT } from '../i18n';
import { buildPreview, type PreviewSource } from '../lib/preview-questions';
import { PassagePanel } from './passage-panel';
import { QuestionUiContext } from './question-context';
import { QuestionView } from './question-view';

export interface QuestionPreviewListProps {
  /** The worksheet's saved questions (`TWorksheetDetail['questions']` fits); unfinished ones are flagged. */
  questions: readonly PreviewSource[];
  /** The worksheet's passages, found by each question's `passageId`. */
  passages?: readonly TPassage[];
  lang?: QuestionLang;
  /** Show the read-aloud buttons students would have. */
  readAloud?: boolean;
  /** Heading level of each question (and passage); 2 by default. */
  headingOrder?: 2 | 3 | 4;
  /** Fixes the shuffled order shown; the same seed shows the same order on every visit. */
  seed?: string;
}

/** A worksheet as the student will see it (library detail, studio preview): numbered, with points, not saved. */
export function QuestionPreviewList({
  questions,
  passages,
  lang,
  readAloud = false,
  headingOrder = 2,
  seed = 'preview',
}: QuestionPreviewListProps) {
  const { t } = useQuestionsT(lang);
  const entries = useMemo(() => buildPreview(questions, passages, seed), [questions, passages, seed]);
  const ui = useMemo(() => ({ readAloud, lang }), [readAloud, lang]);
  if (entries.length === 0) return <p className="cs-q-preview-empty">{t('preview.empty')}</p>;
  return (
    <QuestionUiContext.Provider value={ui}>
      <div className="cs-q-preview-list">
        {entries.map((entry) => {
          if (entry.kind === 'passage')
            return <PassagePanel key={entry.key} passage={entry.passage} lang={lang} headingOrder={headingOrder} />;
          if (entry.kind === 'draft')
            return (
              <p key={entry.key} className="cs-q-card cs-q-draft">
                {t('preview.draft', { number: entry.number })}
              </p>
            );
          return (
            <QuestionView
              key={entry.key}
              className="cs-q-card"
              question={entry.view}
              response={undefined}
              mode="preview"
              readAloud={readAloud}
              lang={lang}
              number={entry.number}
              headingOrder={headingOrder}
              hidePassage
            />
          );
        })}
      </div>
    </QuestionUiContext.Provider>
  );
}
