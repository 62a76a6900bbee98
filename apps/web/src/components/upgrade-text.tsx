import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS } from '../lib/route-access';

// The spec's upgrade messages end in "... from account setting": those words become the link to the
// account page, so the message says where to go and takes the user there.
const PHRASE = 'account setting';

/** A message with "account setting" linked to /teacher/accountsetting/; any other text is shown as it is. */
export function UpgradeText({ text }: { text: string }) {
  const at = text.indexOf(PHRASE);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <Anchor component={Link} to={PATHS.teacherAccountSetting} inherit fw={600}>
        {PHRASE}
      </Anchor>
      {text.slice(at + PHRASE.length)}
    </>
  );
}
