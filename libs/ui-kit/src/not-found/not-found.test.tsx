import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KitTextsProvider } from '../texts/kit-texts';
import { NotFound } from './not-found';

describe('NotFound', () => {
  it("says 'Page Not Found' as the page heading by default", () => {
    render(<NotFound action={<a href="/">Home</a>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('takes the translated title from the kit texts', () => {
    render(
      <KitTextsProvider texts={{ notFoundTitle: 'ไม่พบหน้า' }}>
        <NotFound />
      </KitTextsProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'ไม่พบหน้า' })).toBeInTheDocument();
  });
});
