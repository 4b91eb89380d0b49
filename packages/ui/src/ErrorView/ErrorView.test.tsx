import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ErrorView } from './ErrorView';
import { axeViolations } from '../test/axe';

describe('ErrorView', () => {
  it("titles itself 'An error occured.' and shows the error text as an alert", async () => {
    const { container } = render(<ErrorView details="Cannot read properties of undefined" />);
    const region = screen.getByRole('region', { name: 'An error occured.' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('An error occured.');
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot read properties of undefined');
    expect(region).toContainElement(screen.getByRole('alert'));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('takes a translated title, a code, a description and actions', () => {
    render(
      <ErrorView
        title="Page introuvable"
        code={404}
        description="Cette page n'existe pas."
        headingLevel={2}
      >
        <a href="/">Accueil</a>
      </ErrorView>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByText('404')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText("Cette page n'existe pas.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accueil' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
