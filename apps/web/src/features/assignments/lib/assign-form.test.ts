import { describe, expect, it } from 'vitest';
import { type AssignFormValues, checkAssignForm, chosenCount, firstErrorField, studentsOfClasses } from './assign-form';
import { defaultSettings } from './settings-form';

const now = new Date(2026, 10, 21, 9, 30);
const messages = { startInvalid: 'bad start', dueInvalid: 'bad due' };
const blank: AssignFormValues = { ...defaultSettings(now), classIds: [], audience: 'class', students: {} };

describe('checkAssignForm', () => {
  it('gives both spec messages when submitted too early, classes first', () => {
    const { errors, request } = checkAssignForm(blank, 7, now, messages);
    expect(request).toBeNull();
    expect(errors.classIds).toBe('Please select class first');
    expect(errors.feedbackOption).toBe('Choose teacher option first');
    expect(firstErrorField(errors)).toBe('classIds');
  });

  it('then the teacher option alone once a class is chosen', () => {
    const { errors } = checkAssignForm({ ...blank, classIds: [1] }, 7, now, messages);
    expect(errors).toEqual({ feedbackOption: 'Choose teacher option first' });
    expect(firstErrorField(errors)).toBe('feedbackOption');
  });

  it('builds a whole-class request', () => {
    const { request } = checkAssignForm({ ...blank, classIds: [1, 2], feedbackOption: 2 }, 7, now, messages);
    expect(request).toEqual({ classIds: [1, 2], worksheetId: 7, feedbackOption: 2, readAloud: true, shuffle: false });
  });

  it('sends the chosen students of the chosen classes only', () => {
    const values: AssignFormValues = {
      ...blank,
      classIds: [1],
      feedbackOption: 1,
      audience: 'students',
      students: { 1: [11, 12], 2: [21] },
    };
    expect(checkAssignForm(values, 7, now, messages).request?.studentIds).toEqual([11, 12]);
  });

  it('asks for students when "Choose students" has none', () => {
    const values: AssignFormValues = { ...blank, classIds: [1], feedbackOption: 1, audience: 'students', students: {} };
    expect(checkAssignForm(values, 7, now, messages).errors.students).toBe('Please add students');
  });
});

describe('student choice', () => {
  it('drops the students of classes no longer chosen and counts the rest', () => {
    const students = { 1: [11, 12], 2: [21], 3: [] };
    expect(studentsOfClasses(students, [1, 3])).toEqual({ 1: [11, 12] });
    expect(chosenCount(students, [1, 2])).toBe(3);
  });
});
