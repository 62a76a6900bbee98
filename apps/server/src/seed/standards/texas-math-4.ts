import { mathProcessStandards } from './texas-math-process';
import { type GradeSeed, MATH_RC, READINESS as R, SUPPORTING as S } from './types';

// 19 TAC §111.6, Mathematics, Grade 4 (adopted 2012), grouped as the STAAR Grade 4 Mathematics assessed
// curriculum groups them. Not assessed on STAAR: 4.5C, 4.7A, 4.7B, 4.10C, 4.10D.
export const texasMathGrade4: GradeSeed = {
  grade: '4',
  domains: [
    {
      code: 'RC1',
      name: MATH_RC.RC1,
      standards: [
        {
          code: '4.2A',
          emphasis: S,
          description:
            'Interpret the value of each place-value position as 10 times the position to the right and as one-tenth of the value of the place to its left.',
        },
        {
          code: '4.2B',
          emphasis: R,
          description:
            'Represent the value of the digit in whole numbers through 1,000,000,000 and decimals to the hundredths using expanded notation and numerals.',
          breakouts: [
            {
              code: '4.2B.1',
              description:
                'Represent the value of the digit in whole numbers through 1,000,000,000 using expanded notation and numerals.',
            },
            {
              code: '4.2B.2',
              description:
                'Represent the value of the digit in decimals to the hundredths using expanded notation and numerals.',
            },
          ],
        },
        {
          code: '4.2C',
          emphasis: S,
          description:
            'Compare and order whole numbers to 1,000,000,000 and represent comparisons using the symbols >, <, or =.',
        },
        {
          code: '4.2D',
          emphasis: S,
          description: 'Round whole numbers to a given place value through the hundred thousands place.',
        },
        {
          code: '4.2E',
          emphasis: S,
          description:
            'Represent decimals, including tenths and hundredths, using concrete and visual models and money.',
        },
        {
          code: '4.2F',
          emphasis: S,
          description: 'Compare and order decimals using concrete and visual models to the hundredths.',
        },
        { code: '4.2G', emphasis: R, description: 'Relate decimals to fractions that name tenths and hundredths.' },
        {
          code: '4.2H',
          emphasis: S,
          description:
            'Determine the corresponding decimal to the tenths or hundredths place of a specified point on a number line.',
        },
        {
          code: '4.3A',
          emphasis: S,
          description:
            'Represent a fraction a/b as a sum of fractions 1/b, where a and b are whole numbers and b > 0, including when a > b.',
        },
        {
          code: '4.3B',
          emphasis: S,
          description:
            'Decompose a fraction in more than one way into a sum of fractions with the same denominator using concrete and pictorial models and recording results with symbolic representations.',
        },
        {
          code: '4.3C',
          emphasis: S,
          description: 'Determine if two given fractions are equivalent using a variety of methods.',
        },
        {
          code: '4.3D',
          emphasis: R,
          description:
            'Compare two fractions with different numerators and different denominators and represent the comparison using the symbols >, =, or <.',
        },
        {
          code: '4.3G',
          emphasis: S,
          description:
            'Represent fractions and decimals to the tenths or hundredths as distances from zero on a number line.',
        },
      ],
    },
    {
      code: 'RC2',
      name: MATH_RC.RC2,
      standards: [
        {
          code: '4.3E',
          emphasis: R,
          description:
            'Represent and solve addition and subtraction of fractions with equal denominators using objects and pictorial models that build to the number line and properties of operations.',
          breakouts: [
            {
              code: '4.3E.1',
              description:
                'Represent and solve addition of fractions with equal denominators using objects and pictorial models that build to the number line and properties of operations.',
            },
            {
              code: '4.3E.2',
              description:
                'Represent and solve subtraction of fractions with equal denominators using objects and pictorial models that build to the number line and properties of operations.',
            },
          ],
        },
        {
          code: '4.3F',
          emphasis: S,
          description:
            'Evaluate the reasonableness of sums and differences of fractions using benchmark fractions 0, 1/4, 1/2, 3/4, and 1, referring to the same whole.',
        },
        {
          code: '4.4A',
          emphasis: R,
          description:
            'Add and subtract whole numbers and decimals to the hundredths place using the standard algorithm.',
          breakouts: [
            { code: '4.4A.1', description: 'Add whole numbers using the standard algorithm.' },
            { code: '4.4A.2', description: 'Subtract whole numbers using the standard algorithm.' },
            { code: '4.4A.3', description: 'Add decimals to the hundredths place using the standard algorithm.' },
            { code: '4.4A.4', description: 'Subtract decimals to the hundredths place using the standard algorithm.' },
          ],
        },
        {
          code: '4.4B',
          emphasis: S,
          description:
            'Determine products of a number and 10 or 100 using properties of operations and place value understandings.',
        },
        {
          code: '4.4C',
          emphasis: S,
          description:
            'Represent the product of 2 two-digit numbers using arrays, area models, or equations, including perfect squares through 15 by 15.',
        },
        {
          code: '4.4D',
          emphasis: S,
          description:
            'Use strategies and algorithms, including the standard algorithm, to multiply up to a four-digit number by a one-digit number and to multiply a two-digit number by a two-digit number. Strategies may include mental math, partial products, and the commutative, associative, and distributive properties.',
        },
        {
          code: '4.4E',
          emphasis: S,
          description:
            'Represent the quotient of up to a four-digit whole number divided by a one-digit whole number using arrays, area models, or equations.',
        },
        {
          code: '4.4F',
          emphasis: S,
          description:
            'Use strategies and algorithms, including the standard algorithm, to divide up to a four-digit dividend by a one-digit divisor.',
        },
        {
          code: '4.4G',
          emphasis: S,
          description:
            'Round to the nearest 10, 100, or 1,000 or use compatible numbers to estimate solutions involving whole numbers.',
        },
        {
          code: '4.4H',
          emphasis: R,
          description:
            'Solve with fluency one- and two-step problems involving multiplication and division, including interpreting remainders.',
          breakouts: [
            { code: '4.4H.1', description: 'Solve with fluency one- and two-step problems involving multiplication.' },
            {
              code: '4.4H.2',
              description:
                'Solve with fluency one- and two-step problems involving division, including interpreting remainders.',
            },
          ],
        },
        {
          code: '4.5A',
          emphasis: R,
          description:
            'Represent multi-step problems involving the four operations with whole numbers using strip diagrams and equations with a letter standing for the unknown quantity.',
        },
        {
          code: '4.5B',
          emphasis: R,
          description:
            'Represent problems using an input-output table and numerical expressions to generate a number pattern that follows a given rule representing the relationship of the values in the resulting sequence and their position in the sequence.',
        },
      ],
    },
    {
      code: 'RC3',
      name: MATH_RC.RC3,
      standards: [
        {
          code: '4.5C',
          description:
            'Use models to determine the formulas for the perimeter of a rectangle (l + w + l + w or 2l + 2w), including the special form for perimeter of a square (4s) and the area of a rectangle (l x w).',
        },
        {
          code: '4.5D',
          emphasis: R,
          description: 'Solve problems related to perimeter and area of rectangles where dimensions are whole numbers.',
          breakouts: [
            {
              code: '4.5D.1',
              description: 'Solve problems related to perimeter of rectangles where dimensions are whole numbers.',
            },
            {
              code: '4.5D.2',
              description: 'Solve problems related to area of rectangles where dimensions are whole numbers.',
            },
          ],
        },
        {
          code: '4.6A',
          emphasis: S,
          description: 'Identify points, lines, line segments, rays, angles, and perpendicular and parallel lines.',
        },
        {
          code: '4.6B',
          emphasis: S,
          description: 'Identify and draw one or more lines of symmetry, if they exist, for a two-dimensional figure.',
        },
        {
          code: '4.6C',
          emphasis: S,
          description: 'Apply knowledge of right angles to identify acute, right, and obtuse triangles.',
        },
        {
          code: '4.6D',
          emphasis: R,
          description:
            'Classify two-dimensional figures based on the presence or absence of parallel or perpendicular lines or the presence or absence of angles of a specified size.',
        },
        {
          code: '4.7A',
          description:
            'Illustrate the measure of an angle as the part of a circle whose center is at the vertex of the angle that is "cut out" by the rays of the angle. Angle measures are limited to whole numbers.',
        },
        {
          code: '4.7B',
          description:
            'Illustrate degrees as the units used to measure an angle, where 1/360 of any circle is one degree and an angle that "cuts" n/360 out of any circle whose center is at the angle\'s vertex has a measure of n degrees. Angle measures are limited to whole numbers.',
        },
        {
          code: '4.7C',
          emphasis: R,
          description:
            'Determine the approximate measures of angles in degrees to the nearest whole number using a protractor.',
        },
        { code: '4.7D', emphasis: S, description: 'Draw an angle with a given measure.' },
        {
          code: '4.7E',
          emphasis: S,
          description:
            'Determine the measure of an unknown angle formed by two non-overlapping adjacent angles given one or both angle measures.',
        },
        {
          code: '4.8A',
          emphasis: S,
          description: 'Identify relative sizes of measurement units within the customary and metric systems.',
        },
        {
          code: '4.8B',
          emphasis: S,
          description:
            'Convert measurements within the same measurement system, customary or metric, from a smaller unit into a larger unit or a larger unit into a smaller unit when given other equivalent measures represented in a table.',
        },
        {
          code: '4.8C',
          emphasis: R,
          description:
            'Solve problems that deal with measurements of length, intervals of time, liquid volumes, mass, and money using addition, subtraction, multiplication, or division as appropriate.',
        },
      ],
    },
    {
      code: 'RC4',
      name: MATH_RC.RC4,
      standards: [
        {
          code: '4.9A',
          emphasis: R,
          description:
            'Represent data on a frequency table, dot plot, or stem-and-leaf plot marked with whole numbers and fractions.',
        },
        {
          code: '4.9B',
          emphasis: S,
          description:
            'Solve one- and two-step problems using data in whole number, decimal, and fraction form in a frequency table, dot plot, or stem-and-leaf plot.',
        },
        { code: '4.10A', emphasis: S, description: 'Distinguish between fixed and variable expenses.' },
        { code: '4.10B', emphasis: S, description: 'Calculate profit in a given situation.' },
        { code: '4.10C', description: 'Compare the advantages and disadvantages of various savings options.' },
        {
          code: '4.10D',
          description:
            'Describe how to allocate a weekly allowance among spending; saving, including for college; and sharing.',
        },
        {
          code: '4.10E',
          emphasis: S,
          description:
            'Describe the basic purpose of financial institutions, including keeping money safe, borrowing money, and lending.',
        },
      ],
    },
    mathProcessStandards('4'),
  ],
};
