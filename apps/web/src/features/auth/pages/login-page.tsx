import { Alert, Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { clientConfigQueryOptions } from '../../../lib/client-config';
import { useTranslation } from '../../../lib/i18n';
import { PATHS, postLoginTarget } from '../../../lib/route-access';
import { acknowledgeSignedOutReason, useSession } from '../../../lib/session-store';
import { usePublicAccountT } from '../account-i18n';
import { LoginForm, type LoginFormHandle } from '../components/login-form';

// Only a sign-in with a temporary password leads to this form, and its rules bring zod (about 23 kB on the wire):
// it loads then, out of the first load of /login that every signed-out visitor downloads (decision 0041).
// The demo accounts exist outside production only: a school's visitors never download them.
const DemoAccounts = lazy(() => import('../components/demo-accounts').then((m) => ({ default: m.DemoAccounts })));
const MustChangeForm = lazy(() =>
  import('../components/must-change-form').then((m) => ({ default: m.MustChangeForm })),
);

/** /login: the sign-in form, why the user is here (session expired), and demo accounts outside production. */
export function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const config = useQuery(clientConfigQueryOptions());
  const formRef = useRef<LoginFormHandle>(null);
  const [reason] = useState(() => (session.status === 'signedOut' ? session.reason : null));
  const [showReason, setShowReason] = useState(true);
  const [mustChange, setMustChange] = useState<{ username: string; ticket: string } | null>(null);
  const pt = usePublicAccountT();

  useEffect(() => acknowledgeSignedOutReason(), []);

  if (session.status === 'signedIn') return <Navigate to={postLoginTarget(session.role, redirect)} replace />;

  const demoAccounts = config.data?.demoAccounts;
  return (
    <Container size={460} pt={{ base: 'sm', sm: 48 }} px="md">
      <Stack gap="lg">
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="md">
          <Stack gap="lg">
            <Stack gap={6}>
              <Title order={1} fz={{ base: 24, sm: 28 }}>
                {t('auth.heading')}
              </Title>
              <Text c="dimmed" size="sm">
                {t('auth.intro')}
              </Text>
            </Stack>
            {showReason && reason === 'expired' && (
              <Alert color="brand" variant="light" role="status" title={t('messages.tokenExpired')} />
            )}
            {showReason && reason === 'signedOut' && (
              <Text role="status" size="sm" fw={500}>
                {t('messages.signedOut')}
              </Text>
            )}
            {config.isError && (
              <QueryError error={config.error} onRetry={() => config.refetch()} retrying={config.isFetching} />
            )}
            {mustChange ? (
              <Suspense fallback={<PageLoader />}>
                <MustChangeForm
                  username={mustChange.username}
                  ticket={mustChange.ticket}
                  onCancel={() => setMustChange(null)}
                />
              </Suspense>
            ) : (
              <>
                <LoginForm ref={formRef} onSubmitted={() => setShowReason(false)} onMustChange={setMustChange} />
                <Group justify="space-between" gap="xs">
                  <Anchor component={Link} to={PATHS.forgotPassword} size="sm" fw={600}>
                    {pt('publicAccount.forgotPasswordLink')}
                  </Anchor>
                  <Anchor component={Link} to={PATHS.signup} size="sm" fw={600}>
                    {pt('publicAccount.createAccountLink')}
                  </Anchor>
                </Group>
              </>
            )}
          </Stack>
        </Paper>
        {demoAccounts && demoAccounts.length > 0 && (
          <Suspense fallback={null}>
            <DemoAccounts
              accounts={demoAccounts}
              onPick={(username, password) => formRef.current?.fill(username, password)}
            />
          </Suspense>
        )}
      </Stack>
    </Container>
  );
}
