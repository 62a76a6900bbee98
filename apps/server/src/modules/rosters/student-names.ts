import { randomInt } from 'node:crypto';
import { foldAccents } from '@clearsheets/shared';

// Kid-friendly words for generated passwords: easy to read aloud and type on a Chromebook.
const WORDS = (
  'apple bear cactus dolphin eagle falcon garden hippo igloo jungle koala lemon mango nectar otter panda ' +
  'quartz rabbit salmon tiger umbrella violet walrus yak zebra acorn bison comet daisy ember fossil ' +
  'glacier harbor island jelly kite lantern meadow nova orbit pebble quill river saturn tulip unicorn ' +
  'valley willow canyon maple cedar coral breeze rocket planet puzzle sunny cloud pirate wizard robot'
).split(' ');

/** A friendly password such as "otter47". */
export const generateStudentPassword = () => `${WORDS[randomInt(WORDS.length)]}${randomInt(10, 100)}`;

/** "María José O'Neil" -> "mo'neil" -> "moneil": first initial and last name in plain lower-case ASCII. */
export function usernameBase(firstName: string, lastName: string): string {
  const ascii = (s: string) => foldAccents(s).replace(/[^a-z0-9]/g, '');
  const base = `${ascii(firstName).slice(0, 1)}${ascii(lastName)}`.slice(0, 30);
  return base.length >= 3 ? base : `${base}student`.slice(0, 30);
}
