import type { ReactNode } from 'react';
import { LoadingBlock } from '../../../../components/loading-block';
import { LockedFeature } from '../../../../components/locked-feature';
import { QueryError } from '../../../../components/query-error';
import { useTranslation } from '../../../../lib/i18n';
import { useMe } from '../../../../lib/me-query';
import { useCrystalT } from '../i18n';

/** Opens the crystal report's pages only for a license that includes it (cs_crystal_inner_report); without it the
 * page explains the feature and how to get it, and asks the report's API nothing (decision 0024). */
export function CrystalGate({ children }: { children: ReactNode }) {
  const ct = useCrystalT();
  const { t } = useTranslation();
  const me = useMe();
  if (me.isPending) return <LoadingBlock lines={4} height={40} />;
  if (me.isError) return <QueryError error={me.error} onRetry={() => me.refetch()} retrying={me.isFetching} />;
  if (me.data.permissions.cs_crystal_inner_report?.V !== true)
    return <LockedFeature feature={ct('crystal.feature')} about={t('staff.features.about.cs_crystal_inner_report')} />;
  return <>{children}</>;
}
