import type { SubjectSeed } from './types';

// A sample of the science TEKS adopted 2021 and in force from 2024-2025 (19 TAC §112.7 Grade 5, §112.28
// Grade 8), grouped by the STAAR science reporting categories. Readiness/supporting designations are not
// recorded for science.
const RC = {
  RC1: 'Matter and Energy',
  RC2: 'Force, Motion, and Energy',
  RC3: 'Earth and Space',
  RC4: 'Organisms and Environments',
} as const;

export const texasScience: SubjectSeed = {
  subject: 'Science',
  key: 'SCIENCE',
  grades: [
    {
      grade: '5',
      domains: [
        {
          code: 'RC1',
          name: RC.RC1,
          standards: [
            {
              code: '5.6A',
              description:
                'Compare and contrast matter based on measurable, testable, or observable physical properties, including mass, magnetism, relative density (sinking and floating using water as a reference point), physical state (solid, liquid, gas), volume, solubility in water, and the ability to conduct or insulate thermal energy and electric energy.',
            },
            {
              code: '5.6B',
              description:
                'Demonstrate and explain that some mixtures maintain physical properties of their substances such as iron filings and sand or sand and water.',
            },
            {
              code: '5.6C',
              description:
                'Compare the properties of substances before and after they are combined into a solution and demonstrate that matter is conserved in solutions.',
            },
          ],
        },
        {
          code: 'RC2',
          name: RC.RC2,
          standards: [
            {
              code: '5.7A',
              description:
                'Investigate and explain how equal and unequal forces acting on an object cause patterns of motion and transfer of energy.',
            },
            {
              code: '5.7B',
              description:
                'Design a simple experimental investigation that tests the effect of force on an object in a system such as a car on a ramp or a balloon rocket on a string.',
            },
            {
              code: '5.8A',
              description:
                'Investigate and describe the transformation of energy in systems such as energy in a flashlight battery that changes from chemical energy to electrical energy to light energy.',
            },
            {
              code: '5.8B',
              description:
                'Demonstrate that electrical energy in complete circuits can be transformed into motion, light, sound, or thermal energy and identify the requirements for a functioning electrical circuit.',
            },
            {
              code: '5.8C',
              description:
                'Demonstrate and explain how light travels in a straight line and can be reflected, refracted, or absorbed.',
            },
          ],
        },
        {
          code: 'RC3',
          name: RC.RC3,
          standards: [
            {
              code: '5.10A',
              description: 'Explain how the Sun and the ocean interact in the water cycle and affect weather.',
            },
          ],
        },
        {
          code: 'RC4',
          name: RC.RC4,
          standards: [
            {
              code: '5.12A',
              description:
                'Observe and describe how a variety of organisms survive by interacting with biotic and abiotic factors in a healthy ecosystem.',
            },
            {
              code: '5.12B',
              description:
                'Predict how changes in the ecosystem affect the cycling of matter and flow of energy in a food web.',
            },
            {
              code: '5.12C',
              description:
                'Describe a healthy ecosystem and how human activities can be beneficial or harmful to an ecosystem.',
            },
          ],
        },
      ],
    },
    {
      grade: '8',
      domains: [
        {
          code: 'RC1',
          name: RC.RC1,
          standards: [
            {
              code: '8.6A',
              description:
                'Explain by modeling how matter is classified as elements, compounds, homogeneous mixtures, or heterogeneous mixtures.',
            },
            {
              code: '8.6B',
              description: 'Use the periodic table to identify the atoms involved in chemical reactions.',
            },
            {
              code: '8.6E',
              description:
                'Investigate how mass is conserved in chemical reactions and relate conservation of mass to the rearrangement of atoms using chemical equations, including photosynthesis.',
            },
          ],
        },
        {
          code: 'RC2',
          name: RC.RC2,
          standards: [
            {
              code: '8.7A',
              description:
                "Calculate and analyze how the acceleration of an object is dependent upon the net force acting on the object and the mass of the object using Newton's Second Law of Motion.",
            },
            {
              code: '8.7B',
              description:
                "Investigate and describe how Newton's three laws of motion act simultaneously within systems such as in vehicle restraints, sports activities, amusement park rides, Earth's tectonic activities, and rocket launches.",
            },
          ],
        },
        {
          code: 'RC3',
          name: RC.RC3,
          standards: [
            {
              code: '8.9A',
              description:
                'Describe the life cycle of stars and compare and classify stars using the Hertzsprung-Russell diagram.',
            },
            {
              code: '8.9B',
              description:
                "Categorize galaxies as spiral, elliptical, and irregular and locate Earth's solar system within the Milky Way galaxy.",
            },
          ],
        },
        {
          code: 'RC4',
          name: RC.RC4,
          standards: [
            {
              code: '8.12A',
              description:
                'Explain how disruptions such as population changes, natural disasters, and human intervention impact the transfer of energy in food webs in ecosystems.',
            },
            {
              code: '8.13A',
              description:
                'Identify the function of the cell membrane, cell wall, nucleus, ribosomes, cytoplasm, mitochondria, chloroplasts, and vacuoles in plant or animal cells.',
            },
            {
              code: '8.13B',
              description:
                'Describe the function of genes within chromosomes in determining inherited traits of offspring.',
            },
          ],
        },
      ],
    },
  ],
};
