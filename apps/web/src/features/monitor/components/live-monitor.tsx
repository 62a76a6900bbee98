import { Alert, Anchor, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { useHideNames, useIdleMs } from '../api/monitor-queries';
import { useMonitorRoom, useServerNow } from '../api/use-monitor-room';
import { useMonitorT } from '../i18n';
import { countsOf } from '../lib/monitor-state';
import { monitorPaths } from '../lib/paths';
import { ClassFigures } from './class-figures';
import { ConnectionStatus } from './connection-status';
import { CountsSummary } from './counts-summary';
import { HideNamesSwitch } from './hide-names-switch';
import { CellLegend, MonitorGrid } from './monitor-grid';
import { PageHeading } from './page-heading';

/** The live grid of one assignment: follows its room, ticks the idle badges, hides names on request. */
export function LiveMonitor({ assignmentId }: { assignmentId: number }) {
  const t = useMonitorT();
  const { view, connection, refused } = useMonitorRoom(assignmentId, { figures: true });
  const { hideNames } = useHideNames();
  const idleMs = useIdleMs();
  const serverNow = useServerNow(view?.clockOffsetMs ?? 0);
  const back = (
    <Anchor component={Link} to={monitorPaths.active()} size="sm" fw={600}>
      {t('monitor.grid.back')}
    </Anchor>
  );
  const title = view?.state.title ?? t('monitor.title');
  return (
    <Stack gap="md" maw={1400} className="cs-mon-page">
      <PageHeading title={title} eyebrow={back} actions={!refused && <ConnectionStatus connection={connection} />} />
      {refused ? (
        <Alert color="red" variant="light">
          {t('monitor.refused')}
        </Alert>
      ) : !view ? (
        <LoadingBlock lines={8} height={28} />
      ) : (
        <>
          <Group justify="space-between" align="flex-end" gap="md">
            <CountsSummary counts={countsOf(view.state.students, serverNow, idleMs)} />
            <Group gap="md" align="center">
              <Anchor component={Link} to={monitorPaths.preview(assignmentId)} size="sm" fw={600}>
                {t('monitor.grid.preview')}
              </Anchor>
              <HideNamesSwitch />
            </Group>
          </Group>
          <CellLegend />
          <MonitorGrid view={view} hideNames={hideNames} idleMs={idleMs} serverNow={serverNow} />
          <ClassFigures view={view} />
        </>
      )}
    </Stack>
  );
}
