import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitTextsProvider } from '../texts/kit-texts';
import { LanguageDropdown } from './language-dropdown';

describe('LanguageDropdown', () => {
  it('names each language in its own script and tags its language', () => {
    render(<LanguageDropdown value="th" onChange={() => undefined} />);
    expect(screen.getByRole('option', { name: 'ไทย' })).toHaveAttribute('lang', 'th');
    expect(screen.getByRole('option', { name: 'ລາວ' })).toHaveAttribute('lang', 'lo');
    expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('th');
  });

  it('reports la for Lao and uses the translated label', async () => {
    const onChange = vi.fn();
    render(
      <KitTextsProvider texts={{ language: 'ภาษา' }}>
        <LanguageDropdown value="th" onChange={onChange} />
      </KitTextsProvider>,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'ภาษา' }), 'ລາວ');
    expect(onChange).toHaveBeenCalledWith('la');
  });

  it('can offer a subset of languages', () => {
    render(<LanguageDropdown value="la" onChange={() => undefined} locales={['la', 'en']} />);
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });
});
