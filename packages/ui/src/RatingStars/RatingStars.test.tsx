import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { RatingStars, roundRating } from './RatingStars';
import { axeViolations } from '../test/axe';

describe('roundRating', () => {
  it.each([
    [0, 0],
    [2.2, 2],
    [2.25, 2.5],
    [4.74, 4.5],
    [4.75, 5],
    [7, 5],
    [-1, 0],
    [Number.NaN, 0],
  ])('%f → %f', (value, expected) => {
    expect(roundRating(value)).toBe(expected);
  });
});

describe('RatingStars', () => {
  it('is an image whose name says the rating', async () => {
    const { container } = render(<RatingStars value={4.3} count={12} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('(12)')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('fills the stars to the nearest half', () => {
    const { container } = render(<RatingStars value={3.5} />);
    const filled = container.querySelector('[data-rating]');
    expect(filled).toHaveAttribute('data-rating', '3.5');
    expect(filled).toHaveStyle({ width: '70%' });
  });

  it('leaves the drawing to the stylesheet: two empty elements, no SVG (decisions 0900, 0903)', () => {
    const { container } = render(
      <>
        <RatingStars value={4} />
        <RatingStars value={2} />
      </>,
    );
    expect(container.querySelector('svg')).toBeNull();
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image.childElementCount).toBe(1);
      expect(image.textContent).toBe('');
      expect(image.firstElementChild).toHaveAttribute('data-rating');
    }
    // A rating was ~0.9 kB of HTML as a drawing; it is now a few attributes.
    expect(container.innerHTML.length).toBeLessThan(2 * 400);
  });

  it('takes a translated label', () => {
    render(
      <RatingStars
        value={0}
        count={0}
        label={(value, max) => `Noté ${value} sur ${max}`}
        countText={(count) => `${count} avis`}
      />,
    );
    expect(screen.getByRole('img', { name: 'Noté 0 sur 5' })).toBeInTheDocument();
    expect(screen.getByText('0 avis')).toBeInTheDocument();
  });
});
