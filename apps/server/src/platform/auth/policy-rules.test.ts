import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { definedPolicies, definePolicy } from './policy-rules';

// Decision 0025: each policy states its rules once, in a table built by `definePolicy`; `can` and the abilities a
// client receives are both read from it. This test loads every policy and fails when one decides without a table,
// offers an ability that is not one of its rules, or builds an abilities object by hand.

const MODULES = path.resolve(import.meta.dirname, '../../modules');
const policyFiles = fs
  .readdirSync(MODULES)
  .flatMap((dir) => fs.readdirSync(path.join(MODULES, dir)).map((file) => path.join(MODULES, dir, file)))
  .filter((file) => file.endsWith('.policy.ts'));

/** An ability written out by hand: `edit: can(caller, 'edit', facts)` in an object. */
const HAND_LISTED = /^\s*\w+\s*:\s*(can|\w+Policy\.can)\(/m;

describe('policy rule tables', () => {
  it('every policy file builds its rules with definePolicy, and no ability is listed by hand', async () => {
    expect(policyFiles.length).toBeGreaterThanOrEqual(17);
    for (const file of policyFiles) {
      const source = fs.readFileSync(file, 'utf8');
      const name = path.relative(MODULES, file);
      expect(source.match(/definePolicy\(/g)?.length, `${name}: one definePolicy`).toBe(1);
      expect(source, `${name}: an ability listed by hand`).not.toMatch(HAND_LISTED);
    }
  });

  it("every policy's abilities are among its rules, and `can` answers from the table", async () => {
    const modules = await Promise.all(policyFiles.map((file) => import(file)));
    const policies = definedPolicies();
    expect(policies.length).toBeGreaterThanOrEqual(policyFiles.length);
    for (const policy of policies) {
      expect(policy.actions.length).toBeGreaterThan(0);
      for (const ability of policy.exposed) expect(policy.actions).toContain(ability);
    }
    // Every module exports its policy table.
    for (const [i, mod] of modules.entries()) {
      const exported = Object.values(mod).filter((value) => policies.includes(value as never));
      expect(exported.length, path.relative(MODULES, policyFiles[i]!)).toBe(1);
    }
  });

  it('refuses an ability that is not a rule', () => {
    const rules = { read: () => true };
    expect(() => definePolicy(rules, ['edit' as 'read'])).toThrow('abilities without a rule: edit');
  });

  it('derives the abilities from the rules', () => {
    const policy = definePolicy(
      {
        read: (_caller: { id: number }, doc: { ownerId: number }) => doc.ownerId > 0,
        edit: (caller: { id: number }, doc: { ownerId: number }) => caller.id === doc.ownerId,
        remove: (caller: { id: number }, doc: { ownerId: number }) => caller.id === doc.ownerId,
      },
      ['edit', 'remove'],
    );
    expect(policy.abilitiesOf({ id: 1 }, { ownerId: 1 })).toEqual({ edit: true, remove: true });
    expect(policy.abilitiesOf({ id: 2 }, { ownerId: 1 })).toEqual({ edit: false, remove: false });
    expect(policy.can({ id: 2 }, 'read', { ownerId: 1 })).toBe(true);
  });
});
