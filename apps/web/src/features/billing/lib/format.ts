import type { BillingInterval, TPlan } from '@clearsheets/shared';
import { localeOf } from '../../../lib/locale-format';

// Money and dates on the billing screens, in the screen's language.

const locale = localeOf;

/** 999 cents of usd -> "$9.99" (whole amounts without cents: "$89"). */
export function formatMoney(cents: number, currency: string, language = 'en'): string {
  return new Intl.NumberFormat(locale(language), {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

/** A calendar date or a moment, shown as the day (UTC, as licenses count days): "Dec 26, 2026". */
export function formatDay(value: string, language = 'en'): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** How much a year costs less than twelve months, in whole percent (0 when it does not). */
export function yearlySaving(plan: TPlan): number {
  const twelve = plan.prices.month * 12;
  return twelve > plan.prices.year ? Math.round(((twelve - plan.prices.year) / twelve) * 100) : 0;
}

export const priceOf = (plan: TPlan, interval: BillingInterval) => plan.prices[interval];
