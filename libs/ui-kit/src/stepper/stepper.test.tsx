import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KitTextsProvider } from '../texts/kit-texts';
import { Stepper } from './stepper';

const steps = ['Phone', 'OTP', 'Profile', 'Bank'];

describe('Stepper', () => {
  it('lists the steps and marks the current one', () => {
    render(<Stepper steps={steps} current={2} />);
    const nav = screen.getByRole('navigation', { name: 'Progress' });
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).toHaveClass('wk-stepper__step--done');
    expect(items[3]).toHaveClass('wk-stepper__step--todo');
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
  });

  it('says the position in the translated text', () => {
    render(
      <KitTextsProvider texts={{ stepLabel: 'ขั้นตอนที่ {current} จาก {total}' }}>
        <Stepper steps={steps} current={4} />
      </KitTextsProvider>,
    );
    expect(screen.getByText('ขั้นตอนที่ 4 จาก 4')).toBeInTheDocument();
  });
});
