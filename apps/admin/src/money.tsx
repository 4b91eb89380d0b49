import { FunctionField, useLocale } from 'react-admin';

/** Cents as euros in the admin's language. */
export function formatCents(cents: number | null | undefined, locale: string): string {
  if (cents === null || cents === undefined) return '—';
  return new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'fr-FR', {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);
}

export function MoneyField({ source, label }: { source: string; label?: string }) {
  const locale = useLocale();
  return (
    <FunctionField
      source={source}
      label={label}
      render={(record: Record<string, number | null>) => formatCents(record[source], locale)}
    />
  );
}
