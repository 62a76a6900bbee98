import { type Language, type TSignupRequest, ZSignupRequest } from '@clearsheets/shared';
import { Anchor, Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  type FieldErrors,
  firstIssueByField,
  focusFirstInvalid,
  serverFieldErrors,
  useErrorText,
  useMessageText,
} from '../../../lib/field-errors';
import { useTranslation } from '../../../lib/i18n';
import { PATHS } from '../../../lib/route-access';
import { usePublicAccountT } from '../account-i18n';
import { useSignup, useSignupDistricts, useSignupSchools } from '../api/account-public';
import { AccountPanel } from '../components/account-panel';
import { CheckYourEmail } from '../components/check-your-email';
import { FormAlert } from '../components/form-alert';
import { NewPasswordFields } from '../components/new-password-fields';

const FIELD_ORDER = [
  'firstName',
  'lastName',
  'districtId',
  'schoolId',
  'schoolName',
  'email',
  'password',
  'confirmPassword',
] as const;

interface Values {
  firstName: string;
  lastName: string;
  districtId: string | null;
  schoolId: string | null;
  notListed: boolean;
  schoolName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  districtId: null,
  schoolId: null,
  notListed: false,
  schoolName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** /signup: a teacher's free account. The school comes from the district's list, or is typed when missing. */
export function SignupPage() {
  const pt = usePublicAccountT();
  const { i18n } = useTranslation();
  const text = useMessageText();
  const errorText = useErrorText();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const districts = useSignupDistricts();
  const districtId = values.districtId ? Number(values.districtId) : null;
  const schools = useSignupSchools(districtId);
  const signup = useSignup();
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  if (sentTo) return <CheckYourEmail email={sentTo} />;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signup.isPending) return;
    const body = {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      password: values.password,
      confirmPassword: values.confirmPassword,
      districtId: districtId ?? undefined,
      ...(values.notListed
        ? { schoolName: values.schoolName }
        : { schoolId: values.schoolId ? Number(values.schoolId) : undefined }),
      language: (i18n.language === 'es' ? 'es' : 'en') as Language,
    };
    const parsed = ZSignupRequest.safeParse(body);
    const found = parsed.success ? {} : firstIssueByField(parsed.error.issues);
    // A missing school is the typed name's to say when the list was set aside.
    if (values.notListed && found.schoolId) {
      found.schoolName = found.schoolId;
      delete found.schoolId;
    }
    setErrors(found);
    if (!parsed.success) {
      focusFirstInvalid(formRef.current, FIELD_ORDER, found);
      return;
    }
    signup.mutate(parsed.data as TSignupRequest, {
      onSuccess: () => setSentTo(parsed.data.email),
      onError: (error) => {
        const fromServer = serverFieldErrors(error);
        setErrors(fromServer);
        focusFirstInvalid(formRef.current, FIELD_ORDER, fromServer);
      },
    });
  };

  const districtOptions = (districts.data?.items ?? []).map((d) => ({ value: String(d.id), label: d.name }));
  const schoolOptions = (schools.data?.items ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  const showFormError = signup.isError && Object.keys(serverFieldErrors(signup.error)).length === 0;

  return (
    <AccountPanel title={pt('publicAccount.signup.title')} intro={pt('publicAccount.signup.intro')}>
      <form ref={formRef} onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {showFormError && <FormAlert tone="error">{errorText(signup.error)}</FormAlert>}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={pt('publicAccount.signup.firstName')}
              name="firstName"
              autoComplete="given-name"
              size="md"
              value={values.firstName}
              onChange={(e) => set('firstName', e.currentTarget.value)}
              error={text(errors.firstName)}
            />
            <TextInput
              label={pt('publicAccount.signup.lastName')}
              name="lastName"
              autoComplete="family-name"
              size="md"
              value={values.lastName}
              onChange={(e) => set('lastName', e.currentTarget.value)}
              error={text(errors.lastName)}
            />
          </SimpleGrid>
          <Select
            label={pt('publicAccount.signup.district')}
            name="districtId"
            data-field="districtId"
            placeholder={pt('publicAccount.signup.districtPlaceholder')}
            searchable
            size="md"
            data={districtOptions}
            value={values.districtId}
            onChange={(value) => setValues((v) => ({ ...v, districtId: value, schoolId: null }))}
            nothingFoundMessage={districts.isError ? pt('publicAccount.signup.districtsFailed') : undefined}
            error={
              text(errors.districtId) ?? (districts.isError ? pt('publicAccount.signup.districtsFailed') : undefined)
            }
            comboboxProps={{ withinPortal: true }}
          />
          {!values.notListed && (
            <Select
              label={pt('publicAccount.signup.school')}
              name="schoolId"
              data-field="schoolId"
              placeholder={
                districtId
                  ? pt('publicAccount.signup.schoolPlaceholder')
                  : pt('publicAccount.signup.chooseDistrictFirst')
              }
              searchable
              size="md"
              disabled={!districtId}
              data={schoolOptions}
              value={values.schoolId}
              onChange={(value) => set('schoolId', value)}
              error={text(errors.schoolId)}
            />
          )}
          <Checkbox
            label={pt('publicAccount.signup.schoolNotListed')}
            checked={values.notListed}
            onChange={(e) => {
              const notListed = e.currentTarget.checked;
              setValues((v) => ({ ...v, notListed }));
              setErrors(({ schoolId: _s, schoolName: _n, ...rest }) => rest);
            }}
          />
          {values.notListed && (
            <TextInput
              label={pt('publicAccount.signup.schoolName')}
              description={pt('publicAccount.signup.schoolNameHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              name="schoolName"
              autoComplete="organization"
              size="md"
              value={values.schoolName}
              onChange={(e) => set('schoolName', e.currentTarget.value)}
              error={text(errors.schoolName)}
            />
          )}
          <TextInput
            label={pt('publicAccount.signup.email')}
            description={pt('publicAccount.signup.emailHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            name="email"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            size="md"
            value={values.email}
            onChange={(e) => set('email', e.currentTarget.value)}
            error={text(errors.email)}
          />
          <NewPasswordFields
            password={values.password}
            confirm={values.confirmPassword}
            onPassword={(v) => set('password', v)}
            onConfirm={(v) => set('confirmPassword', v)}
            passwordName="password"
            confirmName="confirmPassword"
            labels={{
              password: pt('publicAccount.signup.password'),
              confirm: pt('publicAccount.signup.confirmPassword'),
            }}
            errors={{ password: text(errors.password), confirm: text(errors.confirmPassword) }}
          />
          <Button type="submit" size="md" fullWidth loading={signup.isPending}>
            {pt('publicAccount.signup.submit')}
          </Button>
          <Group gap={6} justify="center">
            <Text size="sm">{pt('publicAccount.signup.haveAccount')}</Text>
            <Anchor component={Link} to={PATHS.login} size="sm" fw={600}>
              {pt('publicAccount.signIn')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AccountPanel>
  );
}
