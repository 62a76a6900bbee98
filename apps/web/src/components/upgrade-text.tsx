import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { meQueryOptions } from '../lib/me-query';
import { PATHS } from '../lib/route-access';

// The spec's upgrade messages end in "... from account setting": those words become the link to the
// account page, so the message says where to go and takes the user there. When the signed-in teacher may buy a
// plan themselves (/me's `abilities.subscribe`), "upgrade your account" also links to the plans (decision 0029).

const ACCOUNT = /account setting/;
const UPGRADE = /upgrade (your )?account/i;

/** A message with "account setting" linked to /teacher/accountsetting/ and, for a teacher who may subscribe,
 * "upgrade your account" linked to /teacher/subscription; any other text is shown as it is. */
export function UpgradeText({ text }: { text: string }) {
  // Reads the profile the page already loaded; never asks for it (a public page has none).
  const me = useQuery({ ...meQueryOptions(), enabled: false });
  const subscribe = me.data?.abilities?.subscribe === true;
  const parts: ReactNode[] = [];
  let rest = text;
  for (;;) {
    const account = ACCOUNT.exec(rest);
    const upgrade = subscribe ? UPGRADE.exec(rest) : null;
    const next = [account, upgrade].filter((m) => m !== null).sort((a, b) => a.index - b.index)[0];
    if (!next) break;
    parts.push(rest.slice(0, next.index));
    const to = next === account ? PATHS.teacherAccountSetting : PATHS.teacherSubscription;
    parts.push(
      <Anchor key={parts.length} component={Link} to={to} inherit fw={600}>
        {next[0]}
      </Anchor>,
    );
    rest = rest.slice(next.index + next[0].length);
  }
  parts.push(rest);
  return <>{parts}</>;
}
