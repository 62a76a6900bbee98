// The words (English, Spanish) and symbols the TeX walker uses for each command and character.
export interface TexVocabulary {
  frac: (num: string, den: string) => string;
  /** Said between a whole number and a fraction: "2 and 1 over 2". */
  mixed: string;
  sqrt: (body: string, index?: string) => string;
  power: (base: string, exponent: string) => string;
  sub: (body: string) => string;
  accent: Record<string, (body: string) => string>;
  symbols: Record<string, string>;
  chars: Record<string, string>;
}

export const enWords: TexVocabulary = {
  frac: (n, d) => `${n} over ${d}`,
  mixed: 'and',
  sqrt: (b, i) =>
    !i || i === '2' ? `the square root of ${b}` : i === '3' ? `the cube root of ${b}` : `the root ${i} of ${b}`,
  power: (b, e) =>
    e === '2' ? `${b} squared` : e === '3' ? `${b} cubed` : e === '°' ? `${b} degrees` : `${b} to the power of ${e}`,
  sub: (b) => ` sub ${b}`,
  accent: {
    overline: (b) => `segment ${b}`,
    overleftrightarrow: (b) => `line ${b}`,
    overrightarrow: (b) => `ray ${b}`,
    vec: (b) => `vector ${b}`,
  },
  symbols: {
    times: 'times',
    cdot: 'times',
    ast: 'times',
    div: 'divided by',
    pm: 'plus or minus',
    le: 'is less than or equal to',
    leq: 'is less than or equal to',
    ge: 'is greater than or equal to',
    geq: 'is greater than or equal to',
    ne: 'is not equal to',
    neq: 'is not equal to',
    approx: 'is about',
    cong: 'is congruent to',
    sim: 'is similar to',
    perp: 'is perpendicular to',
    parallel: 'is parallel to',
    angle: 'angle',
    triangle: 'triangle',
    circ: 'degrees',
    degree: 'degrees',
    infty: 'infinity',
    '%': 'percent',
    ldots: 'and so on',
    cdots: 'and so on',
    dots: 'and so on',
    rightarrow: 'gives',
    to: 'to',
  },
  chars: {
    '+': ' plus ',
    '-': ' minus ',
    '−': ' minus ',
    '=': ' equals ',
    '<': ' is less than ',
    '>': ' is greater than ',
    '×': ' times ',
    '÷': ' divided by ',
    '·': ' times ',
    '*': ' times ',
    '/': ' over ',
    ':': ' to ',
    '%': ' percent',
  },
};

export const esWords: TexVocabulary = {
  frac: (n, d) => `${n} sobre ${d}`,
  mixed: 'y',
  sqrt: (b, i) =>
    !i || i === '2'
      ? `la raíz cuadrada de ${b}`
      : i === '3'
        ? `la raíz cúbica de ${b}`
        : `la raíz de índice ${i} de ${b}`,
  power: (b, e) =>
    e === '2' ? `${b} al cuadrado` : e === '3' ? `${b} al cubo` : e === '°' ? `${b} grados` : `${b} elevado a ${e}`,
  sub: (b) => ` sub ${b}`,
  accent: {
    overline: (b) => `segmento ${b}`,
    overleftrightarrow: (b) => `recta ${b}`,
    overrightarrow: (b) => `rayo ${b}`,
    vec: (b) => `vector ${b}`,
  },
  symbols: {
    times: 'por',
    cdot: 'por',
    ast: 'por',
    div: 'dividido entre',
    pm: 'más o menos',
    le: 'es menor o igual que',
    leq: 'es menor o igual que',
    ge: 'es mayor o igual que',
    geq: 'es mayor o igual que',
    ne: 'no es igual a',
    neq: 'no es igual a',
    approx: 'es aproximadamente',
    cong: 'es congruente con',
    sim: 'es semejante a',
    perp: 'es perpendicular a',
    parallel: 'es paralela a',
    angle: 'ángulo',
    triangle: 'triángulo',
    circ: 'grados',
    degree: 'grados',
    infty: 'infinito',
    '%': 'por ciento',
    ldots: 'y así sucesivamente',
    cdots: 'y así sucesivamente',
    dots: 'y así sucesivamente',
    rightarrow: 'da',
    to: 'a',
  },
  chars: {
    '+': ' más ',
    '-': ' menos ',
    '−': ' menos ',
    '=': ' es igual a ',
    '<': ' es menor que ',
    '>': ' es mayor que ',
    '×': ' por ',
    '÷': ' dividido entre ',
    '·': ' por ',
    '*': ' por ',
    '/': ' sobre ',
    ':': ' a ',
    '%': ' por ciento',
  },
};

const superscripts: Record<string, string> = { '2': '²', '3': '³', '°': '°' };
/** Symbols for plain text: what a reader expects to see where KaTeX cannot render ("¾" is not needed). */
export const SYMBOLS: TexVocabulary = {
  frac: (n, d) => `${/^\w+$/.test(n) ? n : `(${n})`}/${/^\w+$/.test(d) ? d : `(${d})`}`,
  mixed: ' ',
  sqrt: (b, i) => `${i === '3' ? '∛' : i && i !== '2' ? `${i}√` : '√'}${/^\w+$/.test(b) ? b : `(${b})`}`,
  power: (b, e) => `${b}${superscripts[e] ?? `^${e.length > 1 ? `(${e})` : e}`}`,
  sub: (b) => `_${b}`,
  accent: {
    overline: (b) => `${b}`,
    overleftrightarrow: (b) => `↔${b}`,
    overrightarrow: (b) => `→${b}`,
    vec: (b) => b,
  },
  symbols: {
    times: ' × ',
    cdot: ' · ',
    ast: ' * ',
    div: ' ÷ ',
    pm: ' ± ',
    le: ' ≤ ',
    leq: ' ≤ ',
    ge: ' ≥ ',
    geq: ' ≥ ',
    ne: ' ≠ ',
    neq: ' ≠ ',
    approx: ' ≈ ',
    cong: ' ≅ ',
    sim: ' ~ ',
    perp: ' ⊥ ',
    parallel: ' ∥ ',
    angle: '∠',
    triangle: '△',
    circ: '°',
    degree: '°',
    infty: '∞',
    pi: 'π',
    theta: 'θ',
    '%': '%',
    ldots: '…',
    cdots: '⋯',
    dots: '…',
    rightarrow: ' → ',
    to: ' → ',
  },
  chars: { '+': ' + ', '=': ' = ', '<': ' < ', '>': ' > ' },
};
