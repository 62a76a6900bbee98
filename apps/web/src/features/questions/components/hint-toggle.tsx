import { READ_ALOUD_TYPES } from '@clearsheets/shared';
import { Button } from '@mantine/core';
import { useId, useState } from 'react';
import { type QuestionLang, useQuestionsT } from '../i18n';
import { BulbIcon } from './icons';
import { useQuestionUi } from './question-context';
import { ReadAloudButton, type ReadAloudType } from './read-aloud';
import { RichText } from './rich-text';

export interface HintToggleProps {
  hint: string;
  lang?: QuestionLang;
  /** Worksheet question hint (9) by default; clearsheet lesson hints are 8. */
  readAloudType?: ReadAloudType;
  defaultOpen?: boolean;
}

/** "Show hint" / "Hide hint": the hint stays hidden until the student asks for it. */
export function HintToggle({
  hint,
  lang,
  readAloudType = READ_ALOUD_TYPES.worksheetQuestionHint,
  defaultOpen = false,
}: HintToggleProps) {
  const ui = useQuestionUi();
  const { t } = useQuestionsT(lang ?? ui?.lang);
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <div className="cs-q-hint">
      <Button
        variant="default"
        className="cs-q-hint-toggle"
        size="md"
        mih={44}
        radius="xl"
        leftSection={<BulbIcon />}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t('hint.hide') : t('hint.show')}
      </Button>
      <div id={bodyId} className="cs-q-hint-body" hidden={!open}>
        <div className="cs-q-hint-text">
          <span className="cs-q-hint-title">{t('hint.title')}</span>
          <RichText text={hint} />
        </div>
        <ReadAloudButton text={hint} type={readAloudType} what={t('readAloud.hint')} lang={lang} />
      </div>
    </div>
  );
}
