import { MESSAGES, ZGroupName } from '@clearsheets/shared';
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { notify } from '../../../components/notify';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-client';
import { useClassGroups, useClassStudents, useCreateGroup, useGroupClassOptions } from '../api/groups-queries';
import { GroupClassPicker, useClassParam } from '../components/group-class-picker';
import { MemberChecklist } from '../components/member-checklist';
import { WithClasses } from '../components/with-classes';
import { pickTeamNames } from '../group-board';
import { useGroupsT } from '../i18n';

/** /teacher/reportinggroup/create: a name (or a suggested team name) and the students of the new group. */
export function CreateGroupPage() {
  const t = useGroupsT();
  const navigate = useNavigate();
  const classes = useGroupClassOptions();
  const [classId, setClassId] = useClassParam(classes.data);
  const students = useClassStudents(classId);
  const groups = useClassGroups(classId);
  const create = useCreateGroup(classId);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [banner, setBanner] = useState<string | null>(null);

  const suggest = () => {
    const used = [...(groups.data ?? []).map((g) => g.name), name];
    const [next] = pickTeamNames(1, used);
    if (next) {
      setName(next);
      setNameError(null);
    } else setNameError(t('groups.create.noSuggestion'));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const parsed = ZGroupName.safeParse(name);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? MESSAGES.invalidRequest);
      return;
    }
    if (classId === null) return;
    create.mutate(
      { name: parsed.data, studentIds: [...selected] },
      {
        onSuccess: () => {
          notify({ message: MESSAGES.dataAdded, closeLabel: t('groups.close') });
          navigate(`/teacher/reportinggroup?classId=${classId}`);
        },
        onError: (error) => {
          const field = isApiError(error) ? error.errors.find((e) => e.field === 'name') : undefined;
          if (field) setNameError(field.message);
          else setBanner(isApiError(error) ? error.title : MESSAGES.somethingWentWrong);
        },
      },
    );
  };

  const changeClass = (next: number) => {
    setSelected(new Set());
    setClassId(next);
  };

  return (
    <Stack gap="lg" maw={800}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('groups.create.title')}
        </Title>
        <Text c="dimmed">{t('groups.create.intro')}</Text>
      </Stack>
      <WithClasses query={classes}>
        {(list) => (
          <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
            <Stack gap="lg">
              {banner && (
                <Alert color="red" variant="light" role="alert">
                  {banner}
                </Alert>
              )}
              <GroupClassPicker classes={list} value={classId} onChange={changeClass} />
              <Group align="flex-start" gap="sm" wrap="wrap">
                <TextInput
                  label={t('groups.create.name')}
                  value={name}
                  onChange={(event) => {
                    setName(event.currentTarget.value);
                    setNameError(null);
                  }}
                  error={nameError}
                  errorProps={{ role: 'alert' }}
                  withAsterisk
                  maxLength={60}
                  style={{ flex: '1 1 220px', maxWidth: 380 }}
                />
                <Button variant="default" onClick={suggest} mt={{ base: 0, xs: 25 }}>
                  {t('groups.create.suggest')}
                </Button>
              </Group>
              {students.isPending ? (
                <LoadingBlock lines={4} />
              ) : students.isError ? (
                <QueryError error={students.error} onRetry={() => students.refetch()} retrying={students.isFetching} />
              ) : students.data.length === 0 ? (
                <Alert color="brand" variant="light">
                  {t('groups.noStudents')}
                </Alert>
              ) : (
                <MemberChecklist students={students.data} selected={selected} onChange={setSelected} />
              )}
              <Group gap="sm">
                <Button type="submit" loading={create.isPending}>
                  {t('groups.create.submit')}
                </Button>
                <Button
                  component={Link}
                  to={classId === null ? '/teacher/reportinggroup' : `/teacher/reportinggroup?classId=${classId}`}
                  variant="default"
                >
                  {t('groups.create.cancel')}
                </Button>
              </Group>
            </Stack>
          </Card>
        )}
      </WithClasses>
    </Stack>
  );
}
