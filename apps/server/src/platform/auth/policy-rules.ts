// A policy's rules, stated once (docs/decisions/0025): a table of action -> rule. `can` answers from the table, and
// the abilities a client receives are the same rules asked for one resource, so adding an action is one edit and a
// client can never be offered an ability the server would refuse (the rule set serialises itself).

/** One rule: the caller, then what it needs to know about the resource (nothing, for rules about the caller alone). */
// biome-ignore lint/suspicious/noExplicitAny: a table's rules differ in what they read; each keeps its own types.
type Rule = (caller: any, ...facts: any[]) => boolean;
export type RuleTable = Record<string, Rule>;

type CallerOf<R> = R extends (caller: infer C, ...facts: never[]) => boolean ? C : never;
// biome-ignore lint/suspicious/noExplicitAny: the caller's type is read through CallerOf.
type FactsOf<R> = R extends (caller: any, ...facts: infer P) => boolean ? P : never;

export interface Policy<R extends RuleTable, E extends keyof R & string> {
  /** Every action the policy decides. */
  readonly actions: readonly (keyof R & string)[];
  /** The actions whose answers a client receives as abilities (each one a rule of this table). */
  readonly exposed: readonly E[];
  can<A extends keyof R & string>(caller: CallerOf<R[A]>, action: A, ...facts: FactsOf<R[A]>): boolean;
  /** The abilities a resource carries to the web: each exposed rule, asked for this caller and resource. */
  abilitiesOf(caller: CallerOf<R[E]>, ...facts: FactsOf<R[E]>): { [K in E]: boolean };
}

const policies = new Set<Policy<RuleTable, string>>();

/** Why: every policy module builds its `can` (and abilities, if any) here; the unit test reads them all back. */
export function definePolicy<R extends RuleTable, E extends keyof R & string = never>(
  rules: R,
  exposed: readonly E[] = [],
): Policy<R, E> {
  const actions = Object.keys(rules) as (keyof R & string)[];
  const unknown = exposed.filter((a) => !actions.includes(a));
  if (unknown.length) throw new Error(`abilities without a rule: ${unknown.join(', ')}`);
  const policy: Policy<R, E> = {
    actions,
    exposed,
    can: (caller, action, ...facts) => rules[action]!(caller, ...facts),
    abilitiesOf: (caller, ...facts) =>
      Object.fromEntries(exposed.map((a) => [a, rules[a]!(caller, ...facts)])) as { [K in E]: boolean },
  };
  policies.add(policy as unknown as Policy<RuleTable, string>);
  return policy;
}

/** The policies defined so far (for the unit test that checks every policy's abilities are its rules). */
export const definedPolicies = (): readonly Policy<RuleTable, string>[] => [...policies];
