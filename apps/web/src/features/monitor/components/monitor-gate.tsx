import type { ReactNode } from 'react';
import { LoadingBlock } from '../../../components/loading-block';
import { LockedFeature } from '../../../components/locked-feature';
import { QueryError } from '../../../components/query-error';
import { useTranslation } from '../../../lib/i18n';
import { useMe } from '../../../lib/me-query';
import { useMonitorT } from '../i18n';
import { canWatchLive } from '../lib/monitor-access';

/** Opens the monitor's pages only for a license that includes it. Without it, the page explains the feature
 * and how to get it, and asks the monitor's API nothing (the server would refuse it with a 403). */
export function MonitorGate({ children }: { children: ReactNode }) {
  const mt = useMonitorT();
  const { t } = useTranslation();
  const me = useMe();
  if (me.isPending) return <LoadingBlock lines={4} height={40} />;
  if (me.isError) return <QueryError error={me.error} onRetry={() => me.refetch()} retrying={me.isFetching} />;
  if (!canWatchLive(me.data.permissions))
    return <LockedFeature feature={mt('monitor.title')} about={t('staff.features.about.cs_clear_monitor')} />;
  return <>{children}</>;
}
