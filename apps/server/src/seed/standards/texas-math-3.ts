import { mathProcessStandards } from './texas-math-process';
import { type GradeSeed, MATH_RC, READINESS as R, SUPPORTING as S } from './types';

// 19 TAC §111.5, Mathematics, Grade 3 (adopted 2012), grouped as the STAAR Grade 3 Mathematics assessed
// curriculum groups them. Expectations without an emphasis are not assessed on STAAR (3.9C, 3.9F).
export const texasMathGrade3: GradeSeed = {
  grade: '3',
  domains: [
    {
      code: 'RC1',
      name: MATH_RC.RC1,
      standards: [
        {
          code: '3.2A',
          emphasis: R,
          description:
            'Compose and decompose numbers up to 100,000 as a sum of so many ten thousands, so many thousands, so many hundreds, so many tens, and so many ones using objects, pictorial models, and numbers, including expanded notation as appropriate.',
        },
        {
          code: '3.2B',
          emphasis: S,
          description:
            'Describe the mathematical relationships found in the base-10 place value system through the hundred thousands place.',
        },
        {
          code: '3.2C',
          emphasis: S,
          description:
            'Represent a number on a number line as being between two consecutive multiples of 10; 100; 1,000; or 10,000 and use words to describe relative size of numbers in order to round whole numbers.',
        },
        {
          code: '3.2D',
          emphasis: R,
          description:
            'Compare and order whole numbers up to 100,000 and represent comparisons using the symbols >, <, or =.',
          breakouts: [
            {
              code: '3.2D.1',
              description:
                'Compare whole numbers up to 100,000 and represent comparisons using the symbols >, <, or =.',
            },
            { code: '3.2D.2', description: 'Order whole numbers up to 100,000.' },
          ],
        },
        {
          code: '3.3A',
          emphasis: S,
          description:
            'Represent fractions greater than zero and less than or equal to one with denominators of 2, 3, 4, 6, and 8 using concrete objects and pictorial models, including strip diagrams and number lines.',
        },
        {
          code: '3.3B',
          emphasis: S,
          description:
            'Determine the corresponding fraction greater than zero and less than or equal to one with denominators of 2, 3, 4, 6, and 8 given a specified point on a number line.',
        },
        {
          code: '3.3C',
          emphasis: S,
          description:
            'Explain that the unit fraction 1/b represents the quantity formed by one part of a whole that has been partitioned into b equal parts where b is a non-zero whole number.',
        },
        {
          code: '3.3D',
          emphasis: S,
          description:
            'Compose and decompose a fraction a/b with a numerator greater than zero and less than or equal to b as a sum of parts 1/b.',
        },
        {
          code: '3.3E',
          emphasis: S,
          description:
            'Solve problems involving partitioning an object or a set of objects among two or more recipients using pictorial representations of fractions with denominators of 2, 3, 4, 6, and 8.',
        },
        {
          code: '3.3F',
          emphasis: R,
          description:
            'Represent equivalent fractions with denominators of 2, 3, 4, 6, and 8 using a variety of objects and pictorial models, including number lines.',
        },
        {
          code: '3.3G',
          emphasis: S,
          description:
            'Explain that two fractions are equivalent if and only if they are both represented by the same point on the number line or represent the same portion of a same size whole for an area model.',
        },
        {
          code: '3.3H',
          emphasis: R,
          description:
            'Compare two fractions having the same numerator or denominator in problems by reasoning about their sizes and justifying the conclusion using symbols, words, objects, and pictorial models.',
        },
        {
          code: '3.4I',
          emphasis: S,
          description: 'Determine if a number is even or odd using divisibility rules.',
        },
        {
          code: '3.7A',
          emphasis: S,
          description: 'Represent fractions of halves, fourths, and eighths as distances from zero on a number line.',
        },
      ],
    },
    {
      code: 'RC2',
      name: MATH_RC.RC2,
      standards: [
        {
          code: '3.4A',
          emphasis: R,
          description:
            'Solve with fluency one-step and two-step problems involving addition and subtraction within 1,000 using strategies based on place value, properties of operations, and the relationship between addition and subtraction.',
          breakouts: [
            {
              code: '3.4A.1',
              description: 'Solve with fluency one-step and two-step problems involving addition within 1,000.',
            },
            {
              code: '3.4A.2',
              description: 'Solve with fluency one-step and two-step problems involving subtraction within 1,000.',
            },
          ],
        },
        {
          code: '3.4B',
          emphasis: S,
          description:
            'Round to the nearest 10 or 100 or use compatible numbers to estimate solutions to addition and subtraction problems.',
        },
        {
          code: '3.4D',
          emphasis: S,
          description:
            'Determine the total number of objects when equally-sized groups of objects are combined or arranged in arrays up to 10 by 10.',
        },
        {
          code: '3.4E',
          emphasis: S,
          description:
            'Represent multiplication facts by using a variety of approaches such as repeated addition, equal-sized groups, arrays, area models, equal jumps on a number line, and skip counting.',
        },
        {
          code: '3.4F',
          emphasis: S,
          description:
            'Recall facts to multiply up to 10 by 10 with automaticity and recall the corresponding division facts.',
        },
        {
          code: '3.4G',
          emphasis: S,
          description:
            'Use strategies and algorithms, including the standard algorithm, to multiply a two-digit number by a one-digit number. Strategies may include mental math, partial products, and the commutative, associative, and distributive properties.',
        },
        {
          code: '3.4H',
          emphasis: S,
          description:
            'Determine the number of objects in each group when a set of objects is partitioned into equal shares or a set of objects is shared equally.',
        },
        {
          code: '3.4J',
          emphasis: S,
          description: 'Determine a quotient using the relationship between multiplication and division.',
        },
        {
          code: '3.4K',
          emphasis: R,
          description:
            'Solve one-step and two-step problems involving multiplication and division within 100 using strategies based on objects; pictorial models, including arrays, area models, and equal groups; properties of operations; or recall of facts.',
          breakouts: [
            {
              code: '3.4K.1',
              description: 'Solve one-step and two-step problems involving multiplication within 100.',
            },
            { code: '3.4K.2', description: 'Solve one-step and two-step problems involving division within 100.' },
          ],
        },
        {
          code: '3.5A',
          emphasis: R,
          description:
            'Represent one- and two-step problems involving addition and subtraction of whole numbers to 1,000 using pictorial models, number lines, and equations.',
        },
        {
          code: '3.5B',
          emphasis: R,
          description:
            'Represent and solve one- and two-step multiplication and division problems within 100 using arrays, strip diagrams, and equations.',
          breakouts: [
            {
              code: '3.5B.1',
              description:
                'Represent and solve one- and two-step multiplication problems within 100 using arrays, strip diagrams, and equations.',
            },
            {
              code: '3.5B.2',
              description:
                'Represent and solve one- and two-step division problems within 100 using arrays, strip diagrams, and equations.',
            },
          ],
        },
        {
          code: '3.5C',
          emphasis: S,
          description:
            'Describe a multiplication expression as a comparison such as 3 x 24 represents 3 times as much as 24.',
        },
        {
          code: '3.5D',
          emphasis: S,
          description:
            'Determine the unknown whole number in a multiplication or division equation relating three whole numbers when the unknown is either a missing factor or product.',
        },
        {
          code: '3.5E',
          emphasis: R,
          description: 'Represent real-world relationships using number pairs in a table and verbal descriptions.',
        },
      ],
    },
    {
      code: 'RC3',
      name: MATH_RC.RC3,
      standards: [
        {
          code: '3.6A',
          emphasis: R,
          description:
            'Classify and sort two- and three-dimensional figures, including cones, cylinders, spheres, triangular and rectangular prisms, and cubes, based on attributes using formal geometric language.',
        },
        {
          code: '3.6B',
          emphasis: S,
          description:
            'Use attributes to recognize rhombuses, parallelograms, trapezoids, rectangles, and squares as examples of quadrilaterals and draw examples of quadrilaterals that do not belong to any of these subcategories.',
        },
        {
          code: '3.6C',
          emphasis: R,
          description:
            'Determine the area of rectangles with whole number side lengths in problems using multiplication related to the number of rows times the number of unit squares in each row.',
        },
        {
          code: '3.6D',
          emphasis: S,
          description:
            'Decompose composite figures formed by rectangles into non-overlapping rectangles to determine the area of the original figure using the additive property of area.',
        },
        {
          code: '3.6E',
          emphasis: S,
          description:
            'Decompose two congruent two-dimensional figures into parts with equal areas and express the area of each part as a unit fraction of the whole and recognize that equal shares of identical wholes need not have the same shape.',
        },
        {
          code: '3.7B',
          emphasis: R,
          description:
            'Determine the perimeter of a polygon or a missing length when given perimeter and remaining side lengths in problems.',
          breakouts: [
            { code: '3.7B.1', description: 'Determine the perimeter of a polygon in problems.' },
            {
              code: '3.7B.2',
              description: 'Determine a missing length when given perimeter and remaining side lengths in problems.',
            },
          ],
        },
        {
          code: '3.7C',
          emphasis: S,
          description:
            'Determine the solutions to problems involving addition and subtraction of time intervals in minutes using pictorial models or tools such as a 15-minute event plus a 30-minute event equals 45 minutes.',
        },
        {
          code: '3.7D',
          emphasis: S,
          description: 'Determine when it is appropriate to use measurements of liquid volume (capacity) or weight.',
        },
        {
          code: '3.7E',
          emphasis: S,
          description: 'Determine liquid volume (capacity) or weight using appropriate units and tools.',
        },
      ],
    },
    {
      code: 'RC4',
      name: MATH_RC.RC4,
      standards: [
        { code: '3.4C', emphasis: S, description: 'Determine the value of a collection of coins and bills.' },
        {
          code: '3.8A',
          emphasis: R,
          description:
            'Summarize a data set with multiple categories using a frequency table, dot plot, pictograph, or bar graph with scaled intervals.',
        },
        {
          code: '3.8B',
          emphasis: S,
          description:
            'Solve one- and two-step problems using categorical data represented with a frequency table, dot plot, pictograph, or bar graph with scaled intervals.',
        },
        { code: '3.9A', emphasis: S, description: 'Explain the connection between human capital/labor and income.' },
        {
          code: '3.9B',
          emphasis: S,
          description:
            'Describe the relationship between the availability or scarcity of resources and how that impacts cost.',
        },
        { code: '3.9C', description: 'Identify the costs and benefits of planned and unplanned spending decisions.' },
        {
          code: '3.9D',
          emphasis: S,
          description:
            "Explain that credit is used when wants or needs exceed the ability to pay and that it is the borrower's responsibility to pay it back to the lender, usually with interest.",
        },
        {
          code: '3.9E',
          emphasis: S,
          description: 'List reasons to save and explain the benefit of a savings plan, including for college.',
        },
        {
          code: '3.9F',
          description: 'Identify decisions involving income, spending, saving, credit, and charitable giving.',
        },
      ],
    },
    mathProcessStandards('3'),
  ],
};
