import { createHash } from 'node:crypto';

// Friendly names for a projected monitor ("Hide names"): "Brave Otter". A student's pseudonym comes from a
// hash of the assignment and student ids (never the name), so it is the same on every screen and reconnect
// for that assignment and differs between assignments; two students of one assignment never share one.

const ADJECTIVES = [
  'Brave',
  'Bright',
  'Calm',
  'Clever',
  'Cosmic',
  'Curious',
  'Daring',
  'Eager',
  'Gentle',
  'Glowing',
  'Happy',
  'Helpful',
  'Jolly',
  'Kind',
  'Lively',
  'Lucky',
  'Mighty',
  'Nimble',
  'Noble',
  'Plucky',
  'Polite',
  'Proud',
  'Quick',
  'Quiet',
  'Sunny',
  'Swift',
  'Thoughtful',
  'Upbeat',
  'Witty',
  'Zippy',
  'Cheerful',
  'Friendly',
  'Bold',
  'Busy',
  'Careful',
  'Chatty',
  'Cozy',
  'Dreamy',
  'Fearless',
  'Fuzzy',
  'Giggly',
  'Grateful',
  'Hopeful',
  'Jumpy',
  'Keen',
  'Merry',
  'Mellow',
  'Patient',
  'Peppy',
  'Playful',
  'Rosy',
  'Shiny',
  'Snappy',
  'Sparkly',
  'Speedy',
  'Steady',
  'Sturdy',
  'Tidy',
  'Trusty',
  'Twinkly',
  'Wise',
  'Wonder',
  'Zesty',
  'Spry',
] as const;

const ANIMALS = [
  'Otter',
  'Koala',
  'Panda',
  'Dolphin',
  'Owl',
  'Fox',
  'Rabbit',
  'Turtle',
  'Penguin',
  'Giraffe',
  'Zebra',
  'Hedgehog',
  'Llama',
  'Meerkat',
  'Narwhal',
  'Puffin',
  'Robin',
  'Seal',
  'Tiger',
  'Walrus',
  'Yak',
  'Beaver',
  'Badger',
  'Bee',
  'Butterfly',
  'Camel',
  'Cheetah',
  'Chipmunk',
  'Crane',
  'Deer',
  'Duckling',
  'Eagle',
  'Elephant',
  'Falcon',
  'Ferret',
  'Finch',
  'Flamingo',
  'Frog',
  'Gecko',
  'Goose',
  'Hare',
  'Heron',
  'Hippo',
  'Hummingbird',
  'Iguana',
  'Jaguar',
  'Kangaroo',
  'Kitten',
  'Ladybug',
  'Lemur',
  'Lion',
  'Lynx',
  'Manatee',
  'Moose',
  'Octopus',
  'Orca',
  'Parrot',
  'Pelican',
  'Quokka',
  'Raccoon',
  'Sparrow',
  'Squirrel',
  'Starfish',
  'Wombat',
] as const;

const SLOTS = ADJECTIVES.length * ANIMALS.length;

const slotOf = (scope: string, scopeId: number, studentId: number) =>
  createHash('sha256').update(`${scope}:${scopeId}:${studentId}`).digest().readUInt32BE(0) % SLOTS;

const nameOf = (slot: number) => `${ADJECTIVES[Math.floor(slot / ANIMALS.length)]} ${ANIMALS[slot % ANIMALS.length]}`;

/**
 * Each student's pseudonym on this assignment. Students are placed in id order and a taken name moves to the
 * next free one, so names are unique within the assignment and stay put as later students are added.
 */
export function pseudonymsFor(
  assignmentId: number,
  studentIds: readonly number[],
  /** What the id numbers: an assignment (the monitor) or a live lesson session. */
  scope: 'clear-monitor' | 'lesson-session' = 'clear-monitor',
): Map<number, string> {
  const taken = new Set<number>();
  const out = new Map<number, string>();
  for (const id of [...new Set(studentIds)].sort((a, b) => a - b)) {
    let slot = slotOf(scope, assignmentId, id);
    while (taken.has(slot) && taken.size < SLOTS) slot = (slot + 1) % SLOTS;
    taken.add(slot);
    out.set(id, nameOf(slot));
  }
  return out;
}
