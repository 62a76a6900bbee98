import { FEEDBACK_OPTIONS } from '@clearsheets/shared';
import { Box, Button, Group, Radio, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useAssignmentsT } from '../i18n';
import type { FeedbackOption, SettingsErrors, SettingsValues } from '../lib/settings-form';

interface SettingsFieldsProps {
  values: SettingsValues;
  onChange: (patch: Partial<SettingsValues>) => void;
  errors: SettingsErrors;
  /** Ids prefix, so two forms on one page never share ids. */
  idPrefix: string;
  /** Once students started: every setting but the due date is read-only. */
  locked?: boolean;
  /** The worksheet's title, shown as the title field's placeholder. */
  titlePlaceholder?: string;
  /** A district or school assignment: says who chose the feedback option. */
  feedbackFrom?: string;
  showTitle?: boolean;
  /** Editing an assignment: it has a title, which may change but not be emptied. */
  titleOptional?: boolean;
}

/**
 * The assignment settings every form shares: the teacher option (feedback, no default), start and due date,
 * read-aloud, shuffle and an optional title. Errors sit beside their field and are read out (role alert).
 */
export function SettingsFields({
  values,
  onChange,
  errors,
  idPrefix,
  locked = false,
  titlePlaceholder,
  feedbackFrom,
  showTitle = true,
  titleOptional = true,
}: SettingsFieldsProps) {
  const t = useAssignmentsT();
  const option = (value: FeedbackOption, label: string, hint: string) => (
    <Radio
      value={String(value)}
      label={label}
      description={hint}
      disabled={locked}
      id={`${idPrefix}-feedback-${value}`}
    />
  );
  return (
    <Stack gap="md">
      <Box id={`${idPrefix}-feedbackOption`}>
        <Radio.Group
          label={t('assignments.settings.feedbackLegend')}
          description={feedbackFrom ? t('assignments.settings.feedbackFromSender', { from: feedbackFrom }) : undefined}
          value={values.feedbackOption === null ? null : String(values.feedbackOption)}
          onChange={(value) => onChange({ feedbackOption: Number(value) as FeedbackOption })}
          error={errors.feedbackOption}
          errorProps={{ role: 'alert' }}
          withAsterisk={!locked}
        >
          <Stack gap="xs" mt="xs">
            {option(
              FEEDBACK_OPTIONS.afterEachQuestion,
              t('assignments.settings.feedback1'),
              t('assignments.settings.feedback1Hint'),
            )}
            {option(
              FEEDBACK_OPTIONS.atTheEnd,
              t('assignments.settings.feedback2'),
              t('assignments.settings.feedback2Hint'),
            )}
          </Stack>
        </Radio.Group>
      </Box>
      <Group align="flex-start" gap="md" grow preventGrowOverflow={false} wrap="wrap">
        <TextInput
          id={`${idPrefix}-startsAt`}
          type="datetime-local"
          label={t('assignments.settings.startsAt')}
          description={t('assignments.settings.startsAtHint')}
          value={values.startsAt}
          onChange={(event) => onChange({ startsAt: event.currentTarget.value })}
          error={errors.startsAt}
          errorProps={{ role: 'alert' }}
          disabled={locked}
          miw={220}
        />
        <Stack gap={4} miw={220}>
          <TextInput
            id={`${idPrefix}-dueAt`}
            type="datetime-local"
            label={t('assignments.settings.dueAt')}
            description={t('assignments.settings.dueAtHint')}
            value={values.dueAt}
            onChange={(event) => onChange({ dueAt: event.currentTarget.value })}
            error={errors.dueAt}
            errorProps={{ role: 'alert' }}
          />
          {values.dueAt ? (
            <Button variant="subtle" size="compact-sm" onClick={() => onChange({ dueAt: '' })} w="fit-content">
              {t('assignments.settings.clearDue')}
            </Button>
          ) : null}
        </Stack>
      </Group>
      <Stack gap="sm">
        <Switch
          id={`${idPrefix}-readAloud`}
          label={t('assignments.settings.readAloud')}
          description={t('assignments.settings.readAloudHint')}
          checked={values.readAloud}
          onChange={(event) => onChange({ readAloud: event.currentTarget.checked })}
          disabled={locked}
        />
        <Switch
          id={`${idPrefix}-shuffle`}
          label={t('assignments.settings.shuffle')}
          description={t('assignments.settings.shuffleHint')}
          checked={values.shuffle}
          onChange={(event) => onChange({ shuffle: event.currentTarget.checked })}
          disabled={locked}
        />
      </Stack>
      {showTitle ? (
        <TextInput
          id={`${idPrefix}-title`}
          label={
            titleOptional ? (
              <>
                {t('assignments.settings.title')}{' '}
                <Text span c="dimmed" size="sm">
                  ({t('assignments.optional')})
                </Text>
              </>
            ) : (
              t('assignments.settings.title')
            )
          }
          description={titleOptional ? t('assignments.settings.titleHint') : undefined}
          withAsterisk={!titleOptional && !locked}
          placeholder={titlePlaceholder}
          value={values.title}
          onChange={(event) => onChange({ title: event.currentTarget.value })}
          error={errors.title}
          errorProps={{ role: 'alert' }}
          maxLength={200}
          disabled={locked}
        />
      ) : null}
    </Stack>
  );
}
