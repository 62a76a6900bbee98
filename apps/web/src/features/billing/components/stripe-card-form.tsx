import { Alert, Button, Stack, Text } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, useState } from 'react';
import { LoadingBlock } from '../../../components/loading-block';
import { useTranslation } from '../../../lib/i18n';
import { useBillingT } from '../i18n';

// Stripe Elements, in a chunk of its own that only the plans page loads, and only when Stripe takes the payments
// (the client configuration says so; the content security policy then lets js.stripe.com in). The card fields
// are Stripe's frames: card details never reach our server. `/pure` loads Stripe.js when asked, not on import.

const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    loaded.set(publishableKey, promise);
  }
  return promise;
};

interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  price: string;
  /** Where Stripe sends the browser back if a payment method needs a page of its own. */
  returnUrl: string;
  onPaid: () => void;
}

function PayButton({ price, returnUrl, onPaid }: Omit<StripeCardFormProps, 'publishableKey' | 'clientSecret'>) {
  const bt = useBillingT();
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [ready, setReady] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPaying(true);
    setProblem(null);
    // Stripe shows the bank's check (3-D Secure) itself; the license still waits for Stripe's webhook.
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl },
      redirect: 'if_required',
    });
    setPaying(false);
    if (error) setProblem(error.message ?? t('messages.somethingWentWrong'));
    else onPaid();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {!ready && <LoadingBlock lines={3} height={40} />}
        <PaymentElement onReady={() => setReady(true)} options={{ layout: 'tabs' }} />
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <Button type="submit" size="md" loading={paying} disabled={!stripe || !ready} fullWidth>
          {bt('billing.card.pay', { price })}
        </Button>
        <Text size="sm" c="dimmed">
          {bt('billing.card.secure')}
        </Text>
      </Stack>
    </form>
  );
}

/** The card step with Stripe: the Payment Element for the first invoice's payment. */
export function StripeCardForm({ publishableKey, clientSecret, ...rest }: StripeCardFormProps) {
  const bt = useBillingT();
  const { i18n } = useTranslation();
  const [failed, setFailed] = useState(false);
  // One promise for the life of the form: Elements may not be given another.
  const [stripe] = useState(() =>
    stripeFor(publishableKey).catch(() => {
      setFailed(true);
      return null;
    }),
  );
  if (failed)
    return (
      <Alert color="red" variant="light" role="alert">
        {bt('billing.card.stripeFailed')}
      </Alert>
    );
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret,
        locale: i18n.language.startsWith('es') ? 'es' : 'en',
        appearance: { theme: 'stripe', variables: { borderRadius: '8px' } },
      }}
    >
      <PayButton {...rest} />
    </Elements>
  );
}

export default StripeCardForm;
