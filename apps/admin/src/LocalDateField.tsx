/**
 * react-admin's `DateField` in the admin's language: without `locales` it formats in the browser's
 * (11/28/2026, 7:37 AM in the French admin of an en-US browser).
 */
import { DateField, type DateFieldProps, useLocaleState } from 'react-admin';

export function LocalDateField(props: DateFieldProps) {
  const [locale] = useLocaleState();
  return <DateField locales={locale === 'en' ? 'en-GB' : 'fr-FR'} {...props} />;
}
