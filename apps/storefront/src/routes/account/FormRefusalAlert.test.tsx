// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { AppIntlProvider } from '../../i18n/AppIntlProvider';
import { loadMessages } from '../../i18n/loadMessages';
import { type SiteLocale } from '../../i18n/locales';
import { type FormRefusal, FormRefusalAlert } from './FormRefusalAlert';

async function renderAlert(refusal: FormRefusal | null, locale: SiteLocale = 'fr-FR') {
  return render(
    <AppIntlProvider locale={locale} messages={await loadMessages(locale)}>
      <button type="button">before</button>
      <FormRefusalAlert refusal={refusal} testId="some-form-error" />
    </AppIntlProvider>,
  );
}

afterEach(cleanup);

describe('FormRefusalAlert', () => {
  it("says the server's message as an alert with the given test id, and takes the focus", async () => {
    await renderAlert({ reason: 'failed', errorMessage: 'Mot de passe trop court.' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Mot de passe trop court.');
    expect(alert.getAttribute('data-testid')).toBe('some-form-error');
    expect(alert.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(alert);
  });

  it('says that the service is unavailable when it could not run, in the site language', async () => {
    await renderAlert({ reason: 'unavailable', errorMessage: null });
    expect(screen.getByRole('alert').textContent).toBe(
      'Le service est indisponible\u202f: réessayez dans un instant.',
    );
    cleanup();
    await renderAlert({ reason: 'unavailable', errorMessage: null }, 'en-GB');
    expect(screen.getByRole('alert').textContent).toBe(
      'The service is unavailable: please try again in a moment.',
    );
  });

  it('shows nothing without a refusal, or for a refusal without a message', async () => {
    await renderAlert(null);
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    await renderAlert({ reason: 'failed', errorMessage: null });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
