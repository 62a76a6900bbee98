import type { DomainSeed, GradeSeed, SubjectSeed } from './types';

// A sample of the English Language Arts and Reading TEKS (19 TAC §§110.5-110.7, grades 3-5, adopted 2017):
// the comprehension, response and literary-elements strands. Readiness/supporting designations are not
// recorded for reading.

const comprehension = (grade: string): DomainSeed => ({
  code: 'COMP',
  name: 'Comprehension',
  standards: [
    {
      code: `${grade}.6C`,
      description:
        'Make and correct or confirm predictions using text features, characteristics of genre, and structures.',
    },
    {
      code: `${grade}.6E`,
      description: 'Make connections to personal experiences, ideas in other texts, and society.',
    },
    { code: `${grade}.6F`, description: 'Make inferences and use evidence to support understanding.' },
    { code: `${grade}.6G`, description: 'Evaluate details read to determine key ideas.' },
    { code: `${grade}.6H`, description: 'Synthesize information to create new understanding.' },
  ],
});

const grade3: GradeSeed = {
  grade: '3',
  domains: [
    comprehension('3'),
    {
      code: 'RESP',
      name: 'Response',
      standards: [
        {
          code: '3.7B',
          description:
            'Write a response to a literary or informational text that demonstrates an understanding of a text.',
        },
        { code: '3.7C', description: 'Use text evidence to support an appropriate response.' },
        {
          code: '3.7D',
          description: 'Retell and paraphrase texts in ways that maintain meaning and logical order.',
        },
      ],
    },
    {
      code: 'GENRE',
      name: 'Multiple genres',
      standards: [
        { code: '3.8A', description: 'Infer the theme of a work, distinguishing theme from topic.' },
        { code: '3.8B', description: 'Explain the relationships among the major and minor characters.' },
        {
          code: '3.8C',
          description: 'Analyze plot elements, including the sequence of events, the conflict, and the resolution.',
        },
        { code: '3.8D', description: 'Explain the influence of the setting on the plot.' },
      ],
    },
  ],
};

/** Grades 4 and 5 share the response strand's wording. */
const response45 = (grade: string): DomainSeed => ({
  code: 'RESP',
  name: 'Response',
  standards: [
    {
      code: `${grade}.7B`,
      description:
        'Write responses that demonstrate understanding of texts, including comparing and contrasting ideas across a variety of sources.',
    },
    { code: `${grade}.7C`, description: 'Use text evidence to support an appropriate response.' },
    {
      code: `${grade}.7D`,
      description: 'Retell, paraphrase, or summarize texts in ways that maintain meaning and logical order.',
    },
  ],
});

const grade4: GradeSeed = {
  grade: '4',
  domains: [
    comprehension('4'),
    response45('4'),
    {
      code: 'GENRE',
      name: 'Multiple genres',
      standards: [
        { code: '4.8A', description: 'Infer basic themes supported by text evidence.' },
        { code: '4.8B', description: 'Explain the interactions of the characters and the changes they undergo.' },
        {
          code: '4.8C',
          description: 'Analyze plot elements, including the rising action, climax, falling action, and resolution.',
        },
        {
          code: '4.8D',
          description: 'Explain the influence of the setting, including historical and cultural settings, on the plot.',
        },
      ],
    },
  ],
};

const grade5: GradeSeed = {
  grade: '5',
  domains: [
    comprehension('5'),
    response45('5'),
    {
      code: 'GENRE',
      name: 'Multiple genres',
      standards: [
        { code: '5.8A', description: 'Infer multiple themes within a text using text evidence.' },
        { code: '5.8B', description: 'Analyze the relationships of and conflicts among the characters.' },
        {
          code: '5.8C',
          description: 'Analyze plot elements, including rising action, climax, falling action, and resolution.',
        },
        {
          code: '5.8D',
          description: 'Analyze the influence of the setting, including historical and cultural settings, on the plot.',
        },
      ],
    },
  ],
};

export const texasReading: SubjectSeed = { subject: 'Reading', key: 'READING', grades: [grade3, grade4, grade5] };
