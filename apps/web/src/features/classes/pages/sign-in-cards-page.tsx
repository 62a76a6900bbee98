import type { TSignInCards } from '@clearsheets/shared';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useSignInCards } from '../api/class-queries';
import { PrintIcon } from '../components/class-icons';
import { ClassPicker } from '../components/class-picker';
import { useClassesT } from '../i18n';
import { classIdFrom, classPaths } from '../lib/class-format';
import '../classes.css';

/** /teacher/manage/cards?classId=ID: one card per active student, laid out to print two columns a page. */
export function SignInCardsPage() {
  const ct = useClassesT();
  const [search] = useSearchParams();
  const classId = classIdFrom(search);
  const cards = useSignInCards(classId);
  if (classId === null) return <ClassPicker title={ct('cards.title')} toPath={classPaths.cards} />;
  return (
    <Stack gap="lg" maw={1000}>
      <Anchor component={Link} to={classPaths.manage(classId)} size="sm" className="cs-no-print">
        {ct('cards.backToClass')}
      </Anchor>
      {cards.isPending ? (
        <>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {ct('cards.title')}
          </Title>
          <LoadingBlock lines={6} height={48} />
        </>
      ) : cards.isError ? (
        <>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {ct('cards.title')}
          </Title>
          <QueryError error={cards.error} onRetry={() => cards.refetch()} retrying={cards.isFetching} />
        </>
      ) : (
        <CardsView data={cards.data} />
      )}
    </Stack>
  );
}

function CardsView({ data }: { data: TSignInCards }) {
  const ct = useClassesT();
  const missing = data.cards.some((c) => c.password === null);
  return (
    <>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {ct('cards.title')}: {data.className}
          </Title>
          <Text c="dimmed" className="cs-no-print">
            {ct('cards.intro')}
          </Text>
        </Stack>
        <Button
          className="cs-no-print"
          leftSection={<PrintIcon />}
          onClick={() => window.print()}
          disabled={data.cards.length === 0}
        >
          {ct('cards.print')}
        </Button>
      </Group>
      {missing ? (
        <Alert color="yellow" variant="light" className="cs-no-print">
          {ct('cards.missingPasswords')}
        </Alert>
      ) : null}
      {data.cards.length === 0 ? (
        <Text>{ct('cards.empty')}</Text>
      ) : (
        <ul className="cs-sign-in-cards" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.cards.map((card) => (
            <li key={card.studentId} className="cs-sign-in-card">
              <Text size="xs" c="dimmed">
                {data.schoolName} · {data.className}
              </Text>
              <Text fw={700} size="lg" mt={4} mb={6}>
                {card.firstName} {card.lastName}
              </Text>
              <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 10px' }}>
                <dt>
                  <Text size="sm">{ct('common.username')}</Text>
                </dt>
                <dd style={{ margin: 0 }}>
                  <Text size="md" fw={700} className="cs-credentials">
                    {card.username}
                  </Text>
                </dd>
                <dt>
                  <Text size="sm">{ct('common.password')}</Text>
                </dt>
                <dd style={{ margin: 0 }}>
                  {card.password === null ? (
                    <Text size="sm" fs="italic">
                      {ct(card.passwordHidden ? 'cards.hiddenPassword' : 'cards.noPassword')}
                    </Text>
                  ) : (
                    <Text size="md" fw={700} className="cs-credentials">
                      {card.password}
                    </Text>
                  )}
                </dd>
              </dl>
              <Text size="xs" mt={8}>
                {ct('cards.signInAt')} <span className="cs-credentials">{data.signInUrl}</span>
              </Text>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
