import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useScopeT } from '../i18n';

/** Links to the report's other views (not printed). */
export function ScopeLinks({ links }: { links: { to: string; label: string }[] }) {
  const t = useScopeT();
  return (
    <nav aria-label={t('scope.nav.label')} className="cs-no-print">
      <Group gap="lg" wrap="wrap">
        {links.map((l) => (
          <Anchor key={l.to} component={Link} to={l.to} fw={600} size="sm">
            {l.label}
          </Anchor>
        ))}
      </Group>
    </nav>
  );
}
