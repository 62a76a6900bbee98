import { Alert, Button, Group, Modal, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { useTranslation } from '../../../lib/i18n';
import { messageKeyOf } from '../../../lib/message-key';
import { useSandboxAuthenticate, useSandboxConfirm } from '../api/billing-queries';
import { useBillingT } from '../i18n';

// The sandbox's card form (no Stripe keys on this site): Stripe's test cards only, with the bank's check of the
// authentication card as a dialog the user answers. A decline is a 402 whose title is the card's message.

const TEST_CARDS = [
  ['4242 4242 4242 4242', 'success'],
  ['4000 0025 0000 3155', 'authenticate'],
  ['4000 0000 0000 0002', 'declined'],
  ['4000 0000 0000 9995', 'insufficient'],
  ['4000 0000 0000 0069', 'expired'],
  ['4000 0000 0000 0127', 'cvc'],
] as const;

type Field = 'number' | 'expiry' | 'cvc' | 'name';

/** "4242424242424242" -> "4242 4242 4242 4242" as the user types. */
const groupDigits = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1234" -> "12 / 34". */
function formatExpiry(value: string) {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

interface SandboxCardFormProps {
  clientSecret: string;
  /** The amount due, formatted ("$9.99"). */
  price: string;
  onPaid: () => void;
}

/** The card form of the sandbox provider, with the test cards listed beside it. */
export function SandboxCardForm({ clientSecret, price, onPaid }: SandboxCardFormProps) {
  const bt = useBillingT();
  const { t } = useTranslation();
  const confirm = useSandboxConfirm();
  const authenticate = useSandboxAuthenticate();
  const [values, setValues] = useState<Record<Field, string>>({ number: '', expiry: '', cvc: '', name: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  const messageOf = (error: unknown) => {
    const title = isApiError(error) ? error.title : t('messages.somethingWentWrong');
    const key = messageKeyOf(title);
    return key ? t(`messages.${key}`) : title;
  };
  const showError = (error: unknown) => {
    setProblem(messageOf(error));
    const errors: Partial<Record<Field, string>> = {};
    if (isApiError(error))
      for (const e of error.errors) {
        const field = e.field.replace(/^body\./, '') as Field;
        if (['number', 'expiry', 'cvc', 'name'].includes(field)) errors[field] ??= e.message;
      }
    setFieldErrors(errors);
  };

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setFieldErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setFieldErrors({});
    confirm.mutate(
      { clientSecret, ...values },
      {
        onSuccess: (result) => (result.status === 'succeeded' ? onPaid() : setAsking(true)),
        onError: showError,
      },
    );
  };

  const answer = (approve: boolean) =>
    authenticate.mutate(
      { clientSecret, approve },
      {
        onSuccess: () => {
          setAsking(false);
          onPaid();
        },
        onError: (error) => {
          setAsking(false);
          showError(error);
        },
      },
    );

  const busy = confirm.isPending || authenticate.isPending;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" style={{ alignItems: 'start' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={bt('billing.card.number')}
            value={values.number}
            onChange={(e) => set('number', groupDigits(e.currentTarget.value))}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            error={fieldErrors.number}
            required
          />
          <SimpleGrid cols={2} spacing="md">
            <TextInput
              label={bt('billing.card.expiry')}
              value={values.expiry}
              onChange={(e) => set('expiry', formatExpiry(e.currentTarget.value))}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM / YY"
              error={fieldErrors.expiry}
              required
            />
            <TextInput
              label={bt('billing.card.cvc')}
              value={values.cvc}
              onChange={(e) => set('cvc', e.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              error={fieldErrors.cvc}
              required
            />
          </SimpleGrid>
          <TextInput
            label={bt('billing.card.name')}
            value={values.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            autoComplete="cc-name"
            error={fieldErrors.name}
            required
          />
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <Button type="submit" size="md" loading={busy} fullWidth>
            {bt('billing.card.pay', { price })}
          </Button>
        </Stack>
      </form>

      {/* A note, not an alert: nothing happened that a screen reader should break in for. */}
      <Paper component="aside" aria-labelledby="sandbox-cards-heading" bg="blue.0" p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} fz="md" id="sandbox-cards-heading" c="blue.9">
            {bt('billing.card.sandbox.heading')}
          </Title>
          <Text size="sm">{bt('billing.card.sandbox.intro')}</Text>
          <Table fz="sm" verticalSpacing={4} horizontalSpacing="xs" captionSide="top">
            <Table.Caption style={{ textAlign: 'left' }}>{bt('billing.card.sandbox.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{bt('billing.card.sandbox.numberCol')}</Table.Th>
                <Table.Th scope="col">{bt('billing.card.sandbox.outcomeCol')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {TEST_CARDS.map(([number, outcome]) => (
                <Table.Tr key={number}>
                  <Table.Td style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{number}</Table.Td>
                  <Table.Td>{bt(`billing.card.sandbox.${outcome}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      </Paper>

      <Modal
        opened={asking}
        onClose={() => !authenticate.isPending && setAsking(false)}
        title={
          <Title order={2} fz="lg">
            {bt('billing.card.auth.title')}
          </Title>
        }
        centered
        closeButtonProps={{ 'aria-label': bt('billing.card.auth.close') }}
      >
        <Stack gap="md">
          <Text>{bt('billing.card.auth.body', { price })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => answer(false)} disabled={authenticate.isPending}>
              {bt('billing.card.auth.fail')}
            </Button>
            <Button onClick={() => answer(true)} loading={authenticate.isPending} data-autofocus>
              {bt('billing.card.auth.approve')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SimpleGrid>
  );
}
