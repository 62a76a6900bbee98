import { MESSAGES } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { checkDraft } from './draft-issues';
import { newQuestion } from './new-question';
import type { DraftOf } from './question-draft';

describe('checkDraft', () => {
  it('lists what a new multi-choice question lacks, by field', () => {
    const check = checkDraft(newQuestion(1, null));
    expect(check.complete).toBe(false);
    const byPath = Object.fromEntries(check.issues.map((i) => [i.path, i.message ?? i.kind]));
    expect(byPath).toMatchObject({
      prompt: 'Write the question',
      'content.choices.0.text': 'required',
      'content.choices': 'Mark one correct choice',
    });
  });

  it('asks for an uploaded image and alt text on image choices', () => {
    const check = checkDraft({ ...newQuestion(5, null), prompt: 'Pick' });
    const byPath = Object.fromEntries(check.issues.map((i) => [i.path, i.message]));
    expect(byPath['content.choices.0.url']).toBe(MESSAGES.uploadImage);
    expect(byPath['content.choices.0.alt']).toBe('Describe the image for students who cannot see it');
  });

  it('asks for a blank in a sentence without one', () => {
    const empty = checkDraft({ ...newQuestion(6, null), prompt: 'Fill' });
    expect(empty.issues.find((i) => i.path === 'content.template')?.kind).toBe('sentence');
    expect(empty.issues.find((i) => i.path === 'content.blanks')?.kind).toBe('insertBlank');
    const noBlank = checkDraft({
      ...(newQuestion(6, null) as DraftOf<6>),
      prompt: 'Fill',
      content: { template: 'No gap', blanks: [] },
    });
    expect(noBlank.issues.find((i) => i.path === 'content.blanks')?.kind).toBe('insertBlank');
  });

  it('passes a complete question and returns it parsed', () => {
    const draft = newQuestion(1, null) as DraftOf<1>;
    draft.prompt = 'What is 2 + 2?';
    draft.content.choices = [
      { id: 'c1', text: '4', correct: true },
      { id: 'c2', text: '5', correct: false },
    ];
    const check = checkDraft(draft);
    expect(check).toMatchObject({ complete: true, issues: [] });
    expect(check.parsed?.answerType).toBe(1);
  });

  it('accepts a prompt-only not-graded question', () => {
    expect(checkDraft({ ...newQuestion(8, null), prompt: 'Tell me about your weekend.' }).complete).toBe(true);
  });
});
