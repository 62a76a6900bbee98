import { MESSAGES, type TLicenseGradeResponse } from '@clearsheets/shared';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { useGradeSubjectLabels } from '../../../lib/grade-subject';
import { useAccountT } from '../account-i18n';
import { useChooseLicenseGrade } from '../api/account-queries';
import { useMessages } from './account/form-text';
import { SectionNotice } from './account/section-notice';

/** Onboarding for a teacher who signed up: the one grade their free license opens, chosen once (the spec's
 * "for your license you have access of grade {grade}" and "License grade added"). The home then leads to
 * the first class. */
export function LicenseGradeCard({ onChosen }: { onChosen: (chosen: TLicenseGradeResponse) => void }) {
  const at = useAccountT();
  const labels = useGradeSubjectLabels();
  const { text, errorText } = useMessages();
  const headingId = useId();
  const choose = useChooseLicenseGrade();
  const [grade, setGrade] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!grade) {
      setMissing(true);
      return;
    }
    choose.mutate(grade, { onSuccess: onChosen });
  };

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      bg="brand.0"
      style={{ border: '1px solid var(--mantine-color-brand-2)' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={560}>
          <Title order={2} id={headingId} fz={{ base: 22, sm: 26 }}>
            {at('account.grade.heading')}
          </Title>
          <Text>{at('account.grade.intro')}</Text>
          {grade && <Text fw={600}>{at('account.grade.access', { grade, gradeName: labels.grade(grade) })}</Text>}
          {choose.isError && <SectionNotice tone="error">{errorText(choose.error)}</SectionNotice>}
          <Group align="flex-end" gap="md" wrap="wrap">
            <Select
              label={at('account.grade.label')}
              placeholder={at('account.grade.placeholder')}
              data={labels.gradeOptions()}
              value={grade}
              onChange={(value) => {
                setGrade(value);
                setMissing(false);
              }}
              error={missing ? text(MESSAGES.gradeRequired) : undefined}
              w={{ base: '100%', xs: 240 }}
            />
            <Button type="submit" loading={choose.isPending}>
              {at('account.grade.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Right after the choice: the spec's "License grade added" and what the license now opens. */
export function GradeAddedNotice({ chosen }: { chosen: TLicenseGradeResponse }) {
  const { text } = useMessages();
  return (
    <SectionNotice tone="success">
      {text(chosen.message)}
      <Text span display="block" size="sm" fw={400}>
        {chosen.access}
      </Text>
    </SectionNotice>
  );
}
