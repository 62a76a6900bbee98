import type { LessonKind } from '@clearsheets/shared';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { invitesQueryOptions, joinByCode } from '../api/student-lesson-api';
import { useLessonsT } from '../i18n';
import { StatusBadge } from './status-badge';

/** The live lessons of the student's classes, each joined with one click. */
export function LessonInvites({ kind, base }: { kind: LessonKind; base: string }) {
  const t = useLessonsT();
  const headingId = useId();
  const navigate = useNavigate();
  const invites = useQuery(invitesQueryOptions());
  const items = (invites.data?.items ?? []).filter((i) => i.kind === kind && i.status !== 'ended');
  return (
    <Paper component="section" aria-labelledby={headingId} radius="xl" p={{ base: 'lg', sm: 'xl' }} withBorder>
      <Title order={2} id={headingId} fz={{ base: 22, sm: 24 }} mb="sm">
        {t('student.listLabel')}
      </Title>
      {invites.isPending ? (
        <LoadingBlock lines={2} height={32} />
      ) : invites.isError ? (
        <QueryError error={invites.error} onRetry={() => invites.refetch()} retrying={invites.isFetching} />
      ) : items.length === 0 ? (
        <Stack gap={4}>
          <Text fw={700}>{t('student.none')}</Text>
          <Text c="dimmed">{t('student.noneBody')}</Text>
        </Stack>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((invite) => {
            const time = new Date(invite.startedAt).toLocaleTimeString(i18n.language, {
              hour: 'numeric',
              minute: '2-digit',
            });
            return (
              <li key={invite.sessionId}>
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Text fw={700} fz="lg">
                        {invite.title}
                      </Text>
                      <StatusBadge status={invite.status} />
                    </Group>
                    <Text c="dimmed" size="sm">
                      {t('student.by', { teacher: invite.teacher, className: invite.className, time })}
                    </Text>
                  </Stack>
                  <Button
                    size="lg"
                    radius="xl"
                    onClick={() => navigate(`${base}?session=${invite.sessionId}`)}
                    aria-label={t('student.joinLabel', { title: invite.title, time })}
                  >
                    {t('student.join')}
                  </Button>
                </Group>
              </li>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}

type CodeError = 'codeEmpty' | 'codeRefused' | 'codeFailed';

/** "Join with a code": the code the teacher shows opens the lesson. */
export function LessonCodeForm({ base }: { base: string }) {
  const t = useLessonsT();
  const headingId = useId();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<CodeError | null>(null);
  const join = useMutation({ mutationFn: joinByCode });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const clean = code.replace(/\s+/g, '').toUpperCase();
    if (!clean) {
      setError('codeEmpty');
      return;
    }
    setError(null);
    join.mutate(clean, {
      onSuccess: ({ sessionId }) => navigate(`${base}?session=${sessionId}`),
      onError: (err) => setError(isApiError(err) && err.status === 404 ? 'codeRefused' : 'codeFailed'),
    });
  };
  return (
    <Paper component="section" aria-labelledby={headingId} radius="xl" p={{ base: 'lg', sm: 'xl' }} withBorder>
      <Title order={2} id={headingId} fz={{ base: 22, sm: 24 }} mb="sm">
        {t('student.codeHeading')}
      </Title>
      <form onSubmit={submit} noValidate>
        <TextInput
          label={t('student.codeLabel')}
          description={t('student.codeHint')}
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            setError(null);
          }}
          error={error && t(`student.${error}`)}
          errorProps={{ role: 'alert' }}
          size="lg"
          maxLength={16}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maw={460}
          styles={{ input: { fontFamily: 'monospace', letterSpacing: '0.2em', textTransform: 'uppercase' } }}
          inputContainer={(input) => (
            <Group gap="sm" wrap="nowrap" align="center">
              <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
              <Button type="submit" size="lg" loading={join.isPending} style={{ flexShrink: 0 }}>
                {t('student.codeButton')}
              </Button>
            </Group>
          )}
        />
      </form>
    </Paper>
  );
}
