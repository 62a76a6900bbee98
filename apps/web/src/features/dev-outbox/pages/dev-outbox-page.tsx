import { Alert, Anchor, Button, Container, Grid, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { clientConfigQueryOptions } from '../../../lib/client-config';
import { OUTBOX_PAGE_SIZE, useOutboxList, useOutboxMail } from '../api/outbox-queries';
import { MailList } from '../components/mail-list';
import { MailView } from '../components/mail-view';
import { useDevOutboxT } from '../i18n';
import '../dev-outbox.css';

/** An id in the URL: digits only, else none. */
const idOf = (raw: string | null) => (raw && /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : null);

/**
 * /dev/outbox (development only, no sign-in): the mail the app sent, newest first, filtered by address; the
 * chosen mail's text with clickable links and its HTML in a sandboxed frame. The URL keeps the choice
 * (?id=, ?to=, ?page=), so a refresh or a shared link shows the same mail.
 */
export function DevOutboxPage() {
  const t = useDevOutboxT();
  const config = useQuery(clientConfigQueryOptions());
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const to = params.get('to') ?? '';
  const selectedId = idOf(params.get('id'));
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const inDevelopment = config.data ? config.data.environment !== 'production' : false;

  // The filter box writes ?to= a moment after typing stops; a ?to= changed by the browser (back, forward)
  // fills the box.
  const [filter, setFilter] = useState(to);
  const [debounced] = useDebouncedValue(filter.trim(), 300);
  const urlFilter = useRef(to);
  useEffect(() => {
    if (to === urlFilter.current) return;
    urlFilter.current = to;
    setFilter(to);
  }, [to]);
  useEffect(() => {
    if (debounced === urlFilter.current) return;
    urlFilter.current = debounced;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (debounced) next.set('to', debounced);
        else next.delete('to');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [debounced, setParams]);

  const list = useOutboxList({ page, to }, inDevelopment);
  const mail = useOutboxMail(inDevelopment ? selectedId : null);

  const hrefWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  const setPage = (n: number) => setParams(new URLSearchParams(hrefWith({ page: String(n) }).slice(1)));

  // On a phone the list and the mail take turns: the opened mail's heading takes the focus.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loadedId = mail.data?.id;
  useEffect(() => {
    if (!wide && loadedId) headingRef.current?.focus();
  }, [wide, loadedId]);

  const header = (
    <Stack gap={4}>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t('title')}
      </Title>
      <Text c="dimmed">{t('intro')}</Text>
    </Stack>
  );

  if (config.isPending) {
    return (
      <Container size="lg" px="md">
        <LoadingBlock lines={4} height={24} />
      </Container>
    );
  }
  if (config.isError) {
    return (
      <Container size="lg" px="md">
        <QueryError error={config.error} onRetry={() => config.refetch()} retrying={config.isFetching} />
      </Container>
    );
  }
  if (!inDevelopment) {
    return (
      <Container size="lg" px="md">
        <Stack gap="lg" maw={760}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('title')}
          </Title>
          <Alert color="brand" variant="light" title={t('productionTitle')}>
            {t('productionBody')}
          </Alert>
        </Stack>
      </Container>
    );
  }

  const refresh = () => {
    void list.refetch();
    if (selectedId) void mail.refetch();
  };

  const listPane = (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          label={t('filterLabel')}
          placeholder={t('filterPlaceholder')}
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          style={{ flex: 1 }}
          autoComplete="off"
        />
        <Button variant="default" onClick={refresh} loading={list.isFetching && !list.isPending}>
          {t('refresh')}
        </Button>
      </Group>
      {list.isPending ? (
        <LoadingBlock lines={6} height={28} />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : list.data.total === 0 ? (
        to ? (
          <Alert color="gray" variant="light" role="status">
            {t('emptyFiltered', { to })}
          </Alert>
        ) : (
          <EmptyState art="search" title={t('emptyTitle')} body={t('emptyBody')} />
        )
      ) : (
        <>
          <MailList items={list.data.items} selectedId={selectedId} hrefOf={(id) => hrefWith({ id: String(id) })} />
          <ListPagination
            total={list.data.total}
            page={page}
            pageSize={OUTBOX_PAGE_SIZE}
            onChange={setPage}
            labels={{
              nav: t('pager.nav'),
              previous: t('pager.previous'),
              next: t('pager.next'),
              page: (n) => t('pager.page', { page: n }),
              range: (from, upTo, total) => t('pager.range', { from, to: upTo, total }),
            }}
          />
        </>
      )}
    </Stack>
  );

  const mailPane =
    selectedId === null ? (
      <Text c="dimmed" pt={{ base: 0, md: 'xl' }}>
        {t('chooseMail')}
      </Text>
    ) : mail.isPending ? (
      <LoadingBlock lines={8} height={20} />
    ) : mail.isError ? (
      <Alert color="red" variant="light" title={t('mailFailed')}>
        <Button size="sm" variant="default" onClick={() => mail.refetch()} loading={mail.isFetching} mt="xs">
          {t('refresh')}
        </Button>
      </Alert>
    ) : (
      <MailView mail={mail.data} ref={headingRef} />
    );

  if (!wide) {
    return (
      <Container size="lg" px="sm">
        <Stack gap="lg">
          {header}
          {selectedId === null ? (
            listPane
          ) : (
            <Stack gap="sm">
              <Anchor component={Link} to={hrefWith({ id: null })} size="sm" fw={600}>
                ← {t('backToList')}
              </Anchor>
              {mailPane}
            </Stack>
          )}
        </Stack>
      </Container>
    );
  }
  // Nothing sent at all: the empty state alone, not a list beside an empty reading pane (same tree, so the
  // filter keeps its focus when the layout changes).
  const nothingYet = !to && selectedId === null && list.data?.total === 0;
  return (
    <Container size="lg" px="md">
      <Stack gap="lg">
        {header}
        <Grid gutter="lg" align="flex-start">
          <Grid.Col span={nothingYet ? { base: 12, md: 8, lg: 6 } : { base: 12, md: 5, lg: 4 }}>{listPane}</Grid.Col>
          {!nothingYet && <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>{mailPane}</Grid.Col>}
        </Grid>
      </Stack>
    </Container>
  );
}
