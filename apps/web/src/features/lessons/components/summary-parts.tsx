import { Anchor, Badge, Breadcrumbs, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../components/notify';
import { isApiError } from '../../../lib/api-error';
import { downloadFile } from '../../../lib/save-download';
import { ATTEMPT_STATUS_TINTS } from '../../../lib/status-colors';
import { useLessonsT } from '../i18n';
import type { SessionStatusKey } from '../lib/lesson-summary';
import { useReportT } from '../report-i18n';

// The lesson summary's page parts, drawn as the report pages draw theirs (a heading with crumbs and Print, titled
// card sections, Export CSV), from Mantine and the shared components (a feature may not import another's).

export interface Crumb {
  label: string;
  /** Absent on the current page. */
  to?: string;
}

interface SummaryHeaderProps {
  title: string;
  intro?: ReactNode;
  crumbs?: Crumb[];
  /** Buttons beside the title (Print, Export CSV). */
  actions?: ReactNode;
}

/** A summary page's heading: where it sits, the title, what it shows, and its buttons (never printed). */
export function SummaryHeader({ title, intro, crumbs, actions }: SummaryHeaderProps) {
  const t = useReportT();
  return (
    <Stack gap="xs">
      {crumbs && crumbs.length > 1 && (
        <nav aria-label={t('crumbs')} className="cs-no-print">
          <Breadcrumbs separator="›" styles={{ root: { flexWrap: 'wrap' } }}>
            {crumbs.map((crumb) =>
              crumb.to ? (
                <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm">
                  {crumb.label}
                </Anchor>
              ) : (
                <Text key={crumb.label} size="sm" aria-current="page">
                  {crumb.label}
                </Text>
              ),
            )}
          </Breadcrumbs>
        </nav>
      )}
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        {actions && (
          <Group gap="sm" className="cs-no-print">
            {actions}
          </Group>
        )}
      </Group>
      {intro && <Text c="dimmed">{intro}</Text>}
    </Stack>
  );
}

/** "Print": the browser's print dialog; the summary's print styles leave the report alone on the paper. */
export function PrintButton() {
  const t = useReportT();
  return (
    <Button variant="default" onClick={() => window.print()} aria-label={t('printLabel')} className="cs-no-print">
      {t('print')}
    </Button>
  );
}

/** "Export CSV": fetched with the session's token (a plain link would carry none), saved under the server's name. */
export function CsvButton({ path, fileName, label }: { path: string; fileName: string; label: string }) {
  const t = useReportT();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(path, fileName);
    } catch (error) {
      notify({
        message: isApiError(error) ? (error.detail ?? error.title) : t('csvFailed'),
        error: true,
        closeLabel: t('close'),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" onClick={download} loading={busy} aria-label={label} className="cs-no-print">
      {t('csv')}
    </Button>
  );
}

interface SummarySectionProps {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** One titled part of the report: a card and a labelled region. */
export function SummarySection({ title, intro, actions, children }: SummarySectionProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} fz="lg" id={headingId}>
            {title}
          </Title>
          {actions}
        </Group>
        {intro && (
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

// Live "working" blue, paused and ended grey, complete "done" green: the status colours the monitor uses.
const TINTS: Record<SessionStatusKey, { bg: string; c: string }> = {
  live: ATTEMPT_STATUS_TINTS.in_progress,
  paused: ATTEMPT_STATUS_TINTS.not_started,
  ended: ATTEMPT_STATUS_TINTS.not_started,
  complete: ATTEMPT_STATUS_TINTS.submitted,
};

/** Filled and empty stars out of five, named for screen readers ("Rated 4 of 5 stars"). */
export function RatingStars({ rating }: { rating: number }) {
  const t = useReportT();
  return (
    <span role="img" aria-label={t('status.rated', { count: rating })} className="cs-summary-stars">
      {Array.from({ length: 5 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the five stars never reorder
        <span key={i} aria-hidden="true" data-filled={i < rating || undefined}>
          {i < rating ? '★' : '☆'}
        </span>
      ))}
    </span>
  );
}

/** The session's status as a badge, and the teacher's rating once the lesson is complete. */
export function SummaryStatus({ status, rating }: { status: SessionStatusKey; rating: number | null }) {
  const t = useLessonsT();
  const r = useReportT();
  const tint = TINTS[status];
  return (
    <span className="cs-summary-status">
      <Badge
        radius="sm"
        styles={{
          root: { background: tint.bg, color: tint.c, flexShrink: 0, overflow: 'visible' },
          label: { overflow: 'visible' },
        }}
      >
        {status === 'complete' ? r('status.complete') : t(`status.${status}`)}
      </Badge>
      {status === 'complete' && rating !== null && <RatingStars rating={rating} />}
    </span>
  );
}
