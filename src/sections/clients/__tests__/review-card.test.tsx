// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '../../../../content';
import { ReviewCard } from '../review-card';
import { ReviewStars } from '../review-stars';

const getCountryInfo = vi.fn();
// The card's country row talks to the page's one client; here it answers from a stub.
vi.mock('../../../lib/countries', () => ({ countriesClient: { getCountryInfo: (code: string) => getCountryInfo(code) } }));

const review: Review = {
  stars: 5,
  name: 'Ana Pérez',
  country: 'UY',
  comment: 'Primera línea.<br>Segunda <b>línea</b>.',
};

afterEach(() => {
  cleanup();
  getCountryInfo.mockReset();
});

describe('ReviewStars', () => {
  it.each([
    [5, '5 de 5 estrellas', 5],
    [3, '3 de 5 estrellas', 3],
    [9, '5 de 5 estrellas', 5],
  ])('rating %i reads "%s" and fills %i stars', (rating, label, filledCount) => {
    render(<ReviewStars rating={rating} />);
    const stars = screen.getByRole('img', { name: label });
    expect(stars.querySelectorAll('svg')).toHaveLength(5);
    expect(stars.querySelectorAll('svg.fill-current')).toHaveLength(filledCount);
  });
});

describe('ReviewCard', () => {
  it('shows the comment as text lines with real <br> elements and no other markup', () => {
    render(<ReviewCard review={review} lookUpCountry={false} />);
    const card = screen.getByTestId('review-card');
    const quote = card.querySelector('blockquote p')!;
    expect(quote.querySelectorAll('br')).toHaveLength(1);
    expect(quote.querySelector('b')).toBeNull();
    expect(quote.textContent).toBe('Primera línea.Segunda <b>línea</b>.');
    expect(screen.getByText('Ana Pérez')).toBeTruthy();
    expect(screen.getByRole('img', { name: '5 de 5 estrellas' })).toBeTruthy();
  });

  it('does not look the country up until it is allowed to', () => {
    render(<ReviewCard review={review} lookUpCountry={false} />);
    expect(getCountryInfo).not.toHaveBeenCalled();
    expect(screen.getByTestId('review-card').querySelector('img')).toBeNull();
  });

  it('shows the Spanish name and a decorative 40 px flag once the lookup answers', async () => {
    getCountryInfo.mockResolvedValue({ name: 'Uruguay', flagUrl: 'https://flags.example/w40/uy.png' });
    render(<ReviewCard review={review} lookUpCountry />);
    expect(await screen.findByText('Uruguay')).toBeTruthy();
    expect(getCountryInfo).toHaveBeenCalledWith('UY');
    const flag = screen.getByTestId('review-card').querySelector('img')!;
    expect(flag.getAttribute('src')).toBe('https://flags.example/w40/uy.png');
    expect(flag.getAttribute('alt')).toBe('');
    expect(flag.getAttribute('width')).toBe('40');
    expect(flag.getAttribute('height')).toBe('30');
  });

  it('leaves name and flag empty when the lookup fails', async () => {
    let fail!: (error: Error) => void;
    getCountryInfo.mockReturnValue(new Promise((_resolve, reject) => (fail = reject)));
    render(<ReviewCard review={review} lookUpCountry />);
    const row = screen.getByTestId('review-card').querySelector('[data-country="UY"]')!;
    expect(row.getAttribute('data-state')).toBe('idle');
    fail(new Error('Error al obtener la información del país'));
    await vi.waitFor(() => expect(row.getAttribute('data-state')).toBe('failed'));
    expect(screen.getByTestId('review-country-name').textContent).toBe('');
    expect(screen.getByTestId('review-card').querySelector('img')).toBeNull();
  });

  it('hides a flag image that fails to load instead of showing a broken image', async () => {
    getCountryInfo.mockResolvedValue({ name: 'Uruguay', flagUrl: 'https://flags.example/w40/uy.png' });
    render(<ReviewCard review={review} lookUpCountry />);
    await screen.findByText('Uruguay');
    fireEvent.error(screen.getByTestId('review-card').querySelector('img')!);
    expect(screen.getByTestId('review-card').querySelector('img')).toBeNull();
    expect(screen.getByText('Uruguay')).toBeTruthy();
  });
});
