import { mathProcessStandards } from './texas-math-process';
import { type GradeSeed, MATH_RC, READINESS as R, SUPPORTING as S } from './types';

// 19 TAC §111.7, Mathematics, Grade 5 (adopted 2012), grouped as the STAAR Grade 5 Mathematics assessed
// curriculum groups them. Not assessed on STAAR: 5.4G, 5.10C, 5.10D. (5.5, 5.7: the statement has a
// single expectation, known everywhere as 5.5A and 5.7A.)
export const texasMathGrade5: GradeSeed = {
  grade: '5',
  domains: [
    {
      code: 'RC1',
      name: MATH_RC.RC1,
      standards: [
        {
          code: '5.2A',
          emphasis: S,
          description:
            'Represent the value of the digit in decimals through the thousandths using expanded notation and numerals.',
        },
        {
          code: '5.2B',
          emphasis: R,
          description:
            'Compare and order two decimals to thousandths and represent comparisons using the symbols >, <, or =.',
          breakouts: [
            {
              code: '5.2B.1',
              description:
                'Compare two decimals to thousandths and represent comparisons using the symbols >, <, or =.',
            },
            { code: '5.2B.2', description: 'Order two decimals to thousandths.' },
          ],
        },
        { code: '5.2C', emphasis: S, description: 'Round decimals to tenths or hundredths.' },
        { code: '5.4A', emphasis: S, description: 'Identify prime and composite numbers.' },
        {
          code: '5.4E',
          emphasis: S,
          description: 'Describe the meaning of parentheses and brackets in a numeric expression.',
        },
        {
          code: '5.4F',
          emphasis: R,
          description:
            'Simplify numerical expressions that do not involve exponents, including up to two levels of grouping.',
        },
      ],
    },
    {
      code: 'RC2',
      name: MATH_RC.RC2,
      standards: [
        {
          code: '5.3A',
          emphasis: S,
          description:
            'Estimate to determine solutions to mathematical and real-world problems involving addition, subtraction, multiplication, or division.',
        },
        {
          code: '5.3B',
          emphasis: S,
          description: 'Multiply with fluency a three-digit number by a two-digit number using the standard algorithm.',
        },
        {
          code: '5.3C',
          emphasis: S,
          description:
            'Solve with proficiency for quotients of up to a four-digit dividend by a two-digit divisor using strategies and the standard algorithm.',
        },
        {
          code: '5.3D',
          emphasis: S,
          description:
            'Represent multiplication of decimals with products to the hundredths using objects and pictorial models, including area models.',
        },
        {
          code: '5.3E',
          emphasis: R,
          description:
            'Solve for products of decimals to the hundredths, including situations involving money, using strategies based on place-value understandings, properties of operations, and the relationship to the multiplication of whole numbers.',
        },
        {
          code: '5.3F',
          emphasis: S,
          description:
            'Represent quotients of decimals to the hundredths, up to four-digit dividends and two-digit whole number divisors, using objects and pictorial models, including area models.',
        },
        {
          code: '5.3G',
          emphasis: R,
          description:
            'Solve for quotients of decimals to the hundredths, up to four-digit dividends and two-digit whole number divisors, using strategies and algorithms, including the standard algorithm.',
        },
        {
          code: '5.3H',
          emphasis: S,
          description:
            'Represent and solve addition and subtraction of fractions with unequal denominators referring to the same whole using objects and pictorial models and properties of operations.',
        },
        {
          code: '5.3I',
          emphasis: S,
          description:
            'Represent and solve multiplication of a whole number and a fraction that refers to the same whole using objects and pictorial models, including area models.',
        },
        {
          code: '5.3J',
          emphasis: S,
          description:
            'Represent division of a unit fraction by a whole number and the division of a whole number by a unit fraction such as 1/3 ÷ 7 and 7 ÷ 1/3 using objects and pictorial models, including area models.',
        },
        {
          code: '5.3K',
          emphasis: R,
          description: 'Add and subtract positive rational numbers fluently.',
          breakouts: [
            { code: '5.3K.1', description: 'Add positive rational numbers fluently.' },
            { code: '5.3K.2', description: 'Subtract positive rational numbers fluently.' },
          ],
        },
        {
          code: '5.3L',
          emphasis: R,
          description: 'Divide whole numbers by unit fractions and unit fractions by whole numbers.',
          breakouts: [
            { code: '5.3L.1', description: 'Divide whole numbers by unit fractions.' },
            { code: '5.3L.2', description: 'Divide unit fractions by whole numbers.' },
          ],
        },
        {
          code: '5.4B',
          emphasis: R,
          description:
            'Represent and solve multi-step problems involving the four operations with whole numbers using equations with a letter standing for the unknown quantity.',
        },
        {
          code: '5.4C',
          emphasis: R,
          description: 'Generate a numerical pattern when given a rule in the form y = ax or y = x + a and graph.',
        },
        {
          code: '5.4D',
          emphasis: S,
          description:
            'Recognize the difference between additive and multiplicative numerical patterns given in a table or graph.',
        },
      ],
    },
    {
      code: 'RC3',
      name: MATH_RC.RC3,
      standards: [
        {
          code: '5.4G',
          description:
            'Use concrete objects and pictorial models to develop the formulas for the volume of a rectangular prism, including the special form for a cube (V = l x w x h, V = s x s x s, and V = Bh).',
        },
        {
          code: '5.4H',
          emphasis: R,
          description: 'Represent and solve problems related to perimeter and/or area and related to volume.',
          breakouts: [
            { code: '5.4H.1', description: 'Represent and solve problems related to perimeter and/or area.' },
            { code: '5.4H.2', description: 'Represent and solve problems related to volume.' },
          ],
        },
        {
          code: '5.5A',
          emphasis: R,
          description:
            'Classify two-dimensional figures in a hierarchy of sets and subsets using graphic organizers based on their attributes and properties.',
        },
        {
          code: '5.6A',
          emphasis: S,
          description:
            'Recognize a cube with side length of one unit as a unit cube having one cubic unit of volume and the volume of a three-dimensional figure as the number of unit cubes (n cubic units) needed to fill it with no gaps or overlaps if possible.',
        },
        {
          code: '5.6B',
          emphasis: S,
          description:
            'Determine the volume of a rectangular prism with whole number side lengths in problems related to the number of layers times the number of unit cubes in the area of the base.',
        },
        {
          code: '5.7A',
          emphasis: S,
          description: 'Solve problems by calculating conversions within a measurement system, customary or metric.',
        },
        {
          code: '5.8A',
          emphasis: S,
          description:
            'Describe the key attributes of the coordinate plane, including perpendicular number lines (axes) where the intersection (origin) of the two lines coincides with zero on each number line and the given point (0, 0); the x-coordinate, the first number in an ordered pair, indicates movement parallel to the x-axis starting at the origin; and the y-coordinate, the second number, indicates movement parallel to the y-axis starting at the origin.',
        },
        {
          code: '5.8B',
          emphasis: S,
          description:
            'Describe the process for graphing ordered pairs of numbers in the first quadrant of the coordinate plane.',
        },
        {
          code: '5.8C',
          emphasis: R,
          description:
            'Graph in the first quadrant of the coordinate plane ordered pairs of numbers arising from mathematical and real-world problems, including those generated by number patterns or found in an input-output table.',
        },
      ],
    },
    {
      code: 'RC4',
      name: MATH_RC.RC4,
      standards: [
        {
          code: '5.9A',
          emphasis: S,
          description:
            'Represent categorical data with bar graphs or frequency tables and numerical data, including data sets of measurements in fractions or decimals, with dot plots or stem-and-leaf plots.',
        },
        { code: '5.9B', emphasis: S, description: 'Represent discrete paired data on a scatterplot.' },
        {
          code: '5.9C',
          emphasis: R,
          description:
            'Solve one- and two-step problems using data from a frequency table, dot plot, bar graph, stem-and-leaf plot, or scatterplot.',
        },
        { code: '5.10A', emphasis: S, description: 'Define income tax, payroll tax, sales tax, and property tax.' },
        { code: '5.10B', emphasis: S, description: 'Explain the difference between gross income and net income.' },
        {
          code: '5.10C',
          description:
            'Identify the advantages and disadvantages of different methods of payment, including check, credit card, debit card, and electronic payments.',
        },
        { code: '5.10D', description: 'Develop a system for keeping and using financial records.' },
        {
          code: '5.10E',
          emphasis: S,
          description: 'Describe actions that might be taken to balance a budget when expenses exceed income.',
        },
        { code: '5.10F', emphasis: S, description: 'Balance a simple budget.' },
      ],
    },
    mathProcessStandards('5'),
  ],
};
