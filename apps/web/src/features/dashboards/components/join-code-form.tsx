import { JOIN_CODE_LENGTH } from '@clearsheets/shared';
import { Button, Group, Paper, Title } from '@mantine/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { useJoinWithCode } from '../api/join-mutation';
import { cleanJoinCode, isCompleteJoinCode, joinCodeFromLink } from '../lib/join-code';
import type { StudentHomeT } from '../student-home-i18n';
import './join-code.css';

type JoinError = 'joinIncomplete' | 'joinRefused' | 'joinTooMany' | 'joinFailed';

/**
 * "Join with a code": the student types the code the teacher shows (or opens a `?code=` link, which joins at
 * once) and lands in the player, or in the live lesson the code is for. Every code that is not one of theirs gets
 * the same message under the field.
 */
export function JoinCodeForm({ t }: { t: StudentHomeT }) {
  const headingId = useId();
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [code, setCode] = useState('');
  // The message's key, not its words: a language switch re-translates it.
  const [error, setError] = useState<JoinError | null>(null);
  const join = useJoinWithCode();

  const send = (value: string) => {
    setError(null);
    join.mutate(value, {
      onSuccess: (to) => navigate(to),
      onError: (e) => {
        const status = isApiError(e) ? e.status : 0;
        setError(status === 404 ? 'joinRefused' : status === 429 ? 'joinTooMany' : 'joinFailed');
      },
    });
  };

  // A shared link (a QR code) joins once, then the code leaves the address so a reload does not repeat it.
  const linked = joinCodeFromLink(search);
  const joinedLink = useRef<string | null>(null);
  useEffect(() => {
    if (!linked || joinedLink.current === linked) return;
    joinedLink.current = linked;
    setCode(linked);
    setSearch(
      (params) => {
        params.delete('code');
        return params;
      },
      { replace: true },
    );
    send(linked);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteJoinCode(code)) {
      setError('joinIncomplete');
      return;
    }
    send(cleanJoinCode(code));
  };

  return (
    <Paper component="section" aria-labelledby={headingId} radius="xl" p={{ base: 'lg', sm: 'xl' }} withBorder>
      <Title order={2} id={headingId} fz={{ base: 22, sm: 24 }} mb="sm">
        {t('joinHeading')}
      </Title>
      <form onSubmit={submit} noValidate>
        {/* A native field (join-code.css), not Mantine's TextInput: the home page is the student's first load. */}
        <label className="cs-join-label" htmlFor={fieldId}>
          {t('joinLabel')}
        </label>
        <p className="cs-join-hint" id={hintId}>
          {t('joinHint', { count: JOIN_CODE_LENGTH })}
        </p>
        {/* The button sits right beside the field, with the hint above and the error below both. */}
        <Group gap="sm" wrap="nowrap" align="center" maw={460}>
          <input
            id={fieldId}
            className="cs-join-input"
            value={code}
            onChange={(e) => {
              setCode(cleanJoinCode(e.currentTarget.value));
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            maxLength={JOIN_CODE_LENGTH + 4}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <Button type="submit" size="lg" loading={join.isPending} style={{ flexShrink: 0 }}>
            {t('joinButton')}
          </Button>
        </Group>
        {error && (
          <p className="cs-join-error" id={errorId}>
            {t(error, { count: JOIN_CODE_LENGTH })}
          </p>
        )}
      </form>
    </Paper>
  );
}
