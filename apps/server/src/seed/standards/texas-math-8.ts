import { mathProcessStandards } from './texas-math-process';
import { type GradeSeed, MATH_RC, READINESS as R, SUPPORTING as S } from './types';

// 19 TAC §111.28, Mathematics, Grade 8 (adopted 2012), grouped as the STAAR Grade 8 Mathematics assessed
// curriculum groups them. Not assessed on STAAR: 8.6B, 8.11C, 8.12B, 8.12E, 8.12F.
// (8.9: a single expectation, known as 8.9A.)
export const texasMathGrade8: GradeSeed = {
  grade: '8',
  domains: [
    {
      code: 'RC1',
      name: MATH_RC.RC1,
      standards: [
        {
          code: '8.2A',
          emphasis: S,
          description:
            'Extend previous knowledge of sets and subsets using a visual representation to describe relationships between sets of real numbers.',
        },
        {
          code: '8.2B',
          emphasis: S,
          description:
            'Approximate the value of an irrational number, including π and square roots of numbers less than 225, and locate that rational number approximation on a number line.',
        },
        {
          code: '8.2C',
          emphasis: S,
          description: 'Convert between standard decimal notation and scientific notation.',
        },
        {
          code: '8.2D',
          emphasis: R,
          description: 'Order a set of real numbers arising from mathematical and real-world contexts.',
        },
      ],
    },
    {
      code: 'RC2',
      name: MATH_RC.RC2,
      standards: [
        {
          code: '8.4A',
          emphasis: S,
          description:
            'Use similar right triangles to develop an understanding that slope, m, given as the rate comparing the change in y-values to the change in x-values, (y₂ - y₁)/(x₂ - x₁), is the same for any two points (x₁, y₁) and (x₂, y₂) on the same line.',
        },
        {
          code: '8.4B',
          emphasis: R,
          description:
            'Graph proportional relationships, interpreting the unit rate as the slope of the line that models the relationship.',
        },
        {
          code: '8.4C',
          emphasis: R,
          description:
            'Use data from a table or graph to determine the rate of change or slope and y-intercept in mathematical and real-world problems.',
          breakouts: [
            {
              code: '8.4C.1',
              description:
                'Use data from a table or graph to determine the rate of change or slope in mathematical and real-world problems.',
            },
            {
              code: '8.4C.2',
              description:
                'Use data from a table or graph to determine the y-intercept in mathematical and real-world problems.',
            },
          ],
        },
        {
          code: '8.5A',
          emphasis: S,
          description:
            'Represent linear proportional situations with tables, graphs, and equations in the form of y = kx.',
        },
        {
          code: '8.5B',
          emphasis: S,
          description:
            'Represent linear non-proportional situations with tables, graphs, and equations in the form of y = mx + b, where b ≠ 0.',
        },
        { code: '8.5E', emphasis: S, description: 'Solve problems involving direct variation.' },
        {
          code: '8.5F',
          emphasis: S,
          description:
            'Distinguish between proportional and non-proportional situations using tables, graphs, and equations in the form y = kx or y = mx + b, where b ≠ 0.',
        },
        {
          code: '8.5G',
          emphasis: R,
          description: 'Identify functions using sets of ordered pairs, tables, mappings, and graphs.',
        },
        {
          code: '8.5H',
          emphasis: S,
          description:
            'Identify examples of proportional and non-proportional functions that arise from mathematical and real-world problems.',
        },
        {
          code: '8.5I',
          emphasis: R,
          description:
            'Write an equation in the form y = mx + b to model a linear relationship between two quantities using verbal, numerical, tabular, and graphical representations.',
        },
        {
          code: '8.8A',
          emphasis: S,
          description:
            'Write one-variable equations or inequalities with variables on both sides that represent problems using rational number coefficients and constants.',
        },
        {
          code: '8.8B',
          emphasis: S,
          description:
            'Write a corresponding real-world problem when given a one-variable equation or inequality with variables on both sides of the equal sign using rational number coefficients and constants.',
        },
        {
          code: '8.8C',
          emphasis: R,
          description:
            'Model and solve one-variable equations with variables on both sides of the equal sign that represent mathematical and real-world problems using rational number coefficients and constants.',
          breakouts: [
            {
              code: '8.8C.1',
              description:
                'Model one-variable equations with variables on both sides of the equal sign that represent mathematical and real-world problems using rational number coefficients and constants.',
            },
            {
              code: '8.8C.2',
              description:
                'Solve one-variable equations with variables on both sides of the equal sign that represent mathematical and real-world problems using rational number coefficients and constants.',
            },
          ],
        },
        {
          code: '8.9A',
          emphasis: S,
          description:
            'Identify and verify the values of x and y that simultaneously satisfy two linear equations in the form y = mx + b from the intersections of the graphed equations.',
        },
      ],
    },
    {
      code: 'RC3',
      name: MATH_RC.RC3,
      standards: [
        {
          code: '8.3A',
          emphasis: S,
          description:
            'Generalize that the ratio of corresponding sides of similar shapes are proportional, including a shape and its dilation.',
        },
        {
          code: '8.3B',
          emphasis: S,
          description: 'Compare and contrast the attributes of a shape and its dilation(s) on a coordinate plane.',
        },
        {
          code: '8.3C',
          emphasis: R,
          description:
            'Use an algebraic representation to explain the effect of a given positive rational scale factor applied to two-dimensional figures on a coordinate plane with the origin as the center of dilation.',
        },
        {
          code: '8.6A',
          emphasis: S,
          description: 'Describe the volume formula V = Bh of a cylinder in terms of its base area and its height.',
        },
        {
          code: '8.6B',
          description:
            'Model the relationship between the volume of a cylinder and a cone having both congruent bases and heights and connect that relationship to the formulas.',
        },
        {
          code: '8.6C',
          emphasis: S,
          description: 'Use models and diagrams to explain the Pythagorean theorem.',
        },
        {
          code: '8.7A',
          emphasis: R,
          description: 'Solve problems involving the volume of cylinders, cones, and spheres.',
          breakouts: [
            { code: '8.7A.1', description: 'Solve problems involving the volume of cylinders.' },
            { code: '8.7A.2', description: 'Solve problems involving the volume of cones.' },
            { code: '8.7A.3', description: 'Solve problems involving the volume of spheres.' },
          ],
        },
        {
          code: '8.7B',
          emphasis: R,
          description:
            'Use previous knowledge of surface area to make connections to the formulas for lateral and total surface area and determine solutions for problems involving rectangular prisms, triangular prisms, and cylinders.',
        },
        {
          code: '8.7C',
          emphasis: R,
          description: 'Use the Pythagorean Theorem and its converse to solve problems.',
          breakouts: [
            { code: '8.7C.1', description: 'Use the Pythagorean Theorem to solve problems.' },
            { code: '8.7C.2', description: 'Use the converse of the Pythagorean Theorem to solve problems.' },
          ],
        },
        {
          code: '8.7D',
          emphasis: S,
          description: 'Determine the distance between two points on a coordinate plane using the Pythagorean Theorem.',
        },
        {
          code: '8.8D',
          emphasis: S,
          description:
            'Use informal arguments to establish facts about the angle sum and exterior angle of triangles, the angles created when parallel lines are cut by a transversal, and the angle-angle criterion for similarity of triangles.',
        },
        {
          code: '8.10A',
          emphasis: S,
          description:
            'Generalize the properties of orientation and congruence of rotations, reflections, translations, and dilations of two-dimensional shapes on a coordinate plane.',
        },
        {
          code: '8.10B',
          emphasis: S,
          description: 'Differentiate between transformations that preserve congruence and those that do not.',
        },
        {
          code: '8.10C',
          emphasis: R,
          description:
            'Explain the effect of translations, reflections over the x- or y-axis, and rotations limited to 90°, 180°, 270°, and 360° as applied to two-dimensional shapes on a coordinate plane using an algebraic representation.',
        },
        {
          code: '8.10D',
          emphasis: S,
          description: 'Model the effect on linear and area measurements of dilated two-dimensional shapes.',
        },
      ],
    },
    {
      code: 'RC4',
      name: MATH_RC.RC4,
      standards: [
        {
          code: '8.5C',
          emphasis: S,
          description:
            'Contrast bivariate sets of data that suggest a linear relationship with bivariate sets of data that do not suggest a linear relationship from a graphical representation.',
        },
        {
          code: '8.5D',
          emphasis: R,
          description:
            'Use a trend line that approximates the linear relationship between bivariate sets of data to make predictions.',
        },
        {
          code: '8.11A',
          emphasis: S,
          description:
            'Construct a scatterplot and describe the observed data to address questions of association such as linear, non-linear, and no association between bivariate data.',
        },
        {
          code: '8.11B',
          emphasis: S,
          description:
            'Determine the mean absolute deviation and use this quantity as a measure of the average distance data are from the mean using a data set of no more than 10 data points.',
        },
        {
          code: '8.11C',
          description:
            'Simulate generating random samples of the same size from a population with known characteristics to develop the notion of a random sample being representative of the population from which it was selected.',
        },
        {
          code: '8.12A',
          emphasis: S,
          description:
            'Solve real-world problems comparing how interest rate and loan length affect the cost of credit.',
        },
        {
          code: '8.12B',
          description:
            'Calculate the total cost of repaying a loan, including credit cards and easy access loans, under various rates of interest and over different periods using an online calculator.',
        },
        {
          code: '8.12C',
          emphasis: S,
          description:
            'Explain how small amounts of money invested regularly, including money saved for college and retirement, grow over time.',
        },
        {
          code: '8.12D',
          emphasis: R,
          description: 'Calculate and compare simple interest and compound interest earnings.',
        },
        {
          code: '8.12E',
          description: 'Identify and explain the advantages and disadvantages of different payment methods.',
        },
        {
          code: '8.12F',
          description:
            'Analyze situations to determine if they represent financially responsible decisions and identify the benefits of financial responsibility and the costs of financial irresponsibility.',
        },
        {
          code: '8.12G',
          emphasis: S,
          description:
            'Estimate the cost of a two-year and four-year college education, including family contribution, and devise a periodic savings plan for accumulating the money needed to contribute to the total cost of attendance for at least the first year of college.',
        },
      ],
    },
    mathProcessStandards('8'),
  ],
};
