import { Anchor, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useGradeSubjectLabels } from '../../../lib/grade-subject';
import { PATHS } from '../../../lib/route-access';
import { useClassList } from '../api/class-queries';
import { useClassesT } from '../i18n';

/** Shown when a class page is opened without a class: pick one of the caller's classes (first 100). */
export function ClassPicker({ title, toPath }: { title: string; toPath: (id: number) => string }) {
  const ct = useClassesT();
  const labels = useGradeSubjectLabels();
  const navigate = useNavigate();
  const list = useClassList({ page: 1, pageSize: 100 });
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Text fw={600}>{ct('common.noClassChosen')}</Text>
          {list.isPending ? (
            <LoadingBlock lines={2} />
          ) : list.isError ? (
            <QueryError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
          ) : list.data.items.length === 0 ? (
            <Text>{ct('list.empty')}</Text>
          ) : (
            <Select
              label={ct('common.chooseClass')}
              placeholder={ct('common.chooseClass')}
              data={list.data.items.map((c) => ({
                value: String(c.id),
                label: `${c.name} (${labels.grade(c.grade)}, ${labels.subject(c.subject)})`,
              }))}
              searchable
              onChange={(value) => value && navigate(toPath(Number(value)))}
            />
          )}
          <Anchor component={Link} to={PATHS.teacherClassManager} size="sm">
            {ct('common.backToClasses')}
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
}
