import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is decorative: hidden from assistive tech, sized by class', () => {
    const { container } = render(<Spinner size="lg" />);
    const el = container.firstElementChild;
    expect(el).toHaveAttribute('aria-hidden', 'true');
    expect(el).toHaveClass('wk-spinner--lg');
  });
});
