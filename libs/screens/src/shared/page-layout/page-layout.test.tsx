import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { PageLayout } from './page-layout';

describe('PageLayout', () => {
  it('names its landmark with the title and shows the back link and actions', async () => {
    await renderWithProviders(
      <PageLayout
        title="Statement"
        back={{ to: '/user/home', label: 'Home' }}
        actions={<button>Upload status</button>}
        width="wide"
      >
        <p>rows</p>
      </PageLayout>,
    );
    const region = screen.getByRole('region', { name: 'Statement' });
    expect(region).toHaveClass('wl-page--wide');
    expect(screen.getByRole('heading', { level: 1, name: 'Statement' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Home/ })).toHaveAttribute('href', '/user/home');
    expect(screen.getByRole('button', { name: 'Upload status' })).toBeInTheDocument();
  });

  it('is the main landmark of guest pages and can hide its title visually', async () => {
    await renderWithProviders(
      <PageLayout title="Register" landmark="main" hideTitle>
        <p>form</p>
      </PageLayout>,
    );
    expect(screen.getByRole('main', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Register' })).toHaveClass('wk-visually-hidden');
  });
});
