import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KitTextsProvider, fillTemplate, useKitTexts } from './kit-texts';

function Show() {
  const t = useKitTexts();
  return (
    <p>
      {t.close}|{t.copyFailed}
    </p>
  );
}

describe('kit texts', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fillTemplate('Copied: {text}', { text: '123-456-7890' })).toBe('Copied: 123-456-7890');
    expect(fillTemplate('{index} of {total}', { index: 2 })).toBe('2 of {total}');
  });

  it('merges translations over the English defaults, nested providers included', () => {
    render(
      <KitTextsProvider texts={{ close: 'ปิด' }}>
        <KitTextsProvider texts={{ copyFailed: 'คัดลอกไม่สำเร็จ' }}>
          <Show />
        </KitTextsProvider>
      </KitTextsProvider>,
    );
    expect(screen.getByText('ปิด|คัดลอกไม่สำเร็จ')).toBeInTheDocument();
  });

  it('defaults to English without a provider', () => {
    render(<Show />);
    expect(screen.getByText('Close|Failed to copy')).toBeInTheDocument();
  });
});
