// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ActionFunctionArgs, createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { type ReferenceActionData } from '../../components/cart/referenceAction';
import { AppIntlProvider } from '../../i18n/AppIntlProvider';
import { loadMessages } from '../../i18n/loadMessages';
import { PageConfigProvider } from '../../PageConfigProvider';
import { type PageConfig } from '../../publicConfig';
import { AddByReferenceScreen } from './AddByReferenceScreen';

const config = {
  baseUrl: '/',
  locale: 'fr-FR',
  flags: {},
  device: { type: 'phone', viewportWidthInPx: 360 },
  settings: {},
} as unknown as PageConfig;

const answer: ReferenceActionData = {
  ok: true,
  addedCount: 1,
  totalQuantity: 2,
  lines: [
    {
      __typename: 'CartLineReport',
      line: 0,
      sku: 'GOOD-1',
      quantity: 2,
      status: 'ADDED',
      name: 'Os',
      message: '2 × « Os » ajouté au panier.',
    },
    {
      __typename: 'CartLineReport',
      line: 1,
      sku: 'NOPE',
      quantity: 1,
      status: 'UNKNOWN_SKU',
      name: null,
      message: 'Le produit « NOPE » est introuvable.',
    },
  ],
  rows: [{ sku: 'NOPE', qty: '1' }],
};

async function renderScreen(action: (args: ActionFunctionArgs) => unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/ajoutparref',
        action,
        Component: AddByReferenceScreen,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ['/ajoutparref'] },
  );
  render(
    <PageConfigProvider config={config}>
      <AppIntlProvider locale="fr-FR" messages={await loadMessages('fr-FR')}>
        <RouterProvider router={router} />
      </AppIntlProvider>
    </PageConfigProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Ajout au panier par référence' });
}

afterEach(cleanup);

describe('AddByReferenceScreen', () => {
  it('adds rows, sends every row at once and shows the result of each line', async () => {
    const sent: string[][] = [];
    await renderScreen(async ({ request }) => {
      const form = await request.formData();
      sent.push(form.getAll('sku').map(String));
      return answer;
    });
    expect(screen.getAllByTestId('reference-row')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
    expect(screen.getAllByTestId('reference-row')).toHaveLength(4);
    fireEvent.change(screen.getByLabelText('Référence, ligne 1'), { target: { value: 'GOOD-1' } });
    fireEvent.change(screen.getByLabelText('Quantité, ligne 1'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Référence, ligne 4'), { target: { value: 'NOPE' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    });
    await waitFor(() =>
      expect(screen.getByTestId('reference-summary').textContent).toBe('1 produit ajouté'),
    );
    expect(sent).toEqual([['GOOD-1', '', '', 'NOPE']]);
    const lines = screen.getAllByTestId('report-line');
    expect(lines.map((line) => line.getAttribute('data-status'))).toEqual(['ADDED', 'UNKNOWN_SKU']);
    expect(lines[1]!.textContent).toContain('Non ajouté');
    expect(lines[1]!.textContent).toContain('introuvable');
    expect(screen.getByText('1 ligne n’a pas pu être ajoutée')).toBeTruthy();
    // The refused line stays to be corrected, with an empty row after it.
    expect((screen.getByLabelText('Référence, ligne 1') as HTMLInputElement).value).toBe('NOPE');
    expect(screen.getAllByTestId('reference-row')).toHaveLength(2);
  });
});
