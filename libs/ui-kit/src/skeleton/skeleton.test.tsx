import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('reserves the given size and is hidden from assistive tech', () => {
    const { container } = render(<Skeleton width={300} height="211px" shape="block" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block.style.width).toBe('300px');
    expect(block.style.height).toBe('211px');
    expect(block.getAttribute('aria-hidden')).toBe('true');
    expect(block.className).toContain('wk-skeleton--block');
  });

  it('draws several text lines with a shorter last one', () => {
    const { container } = render(<Skeleton lines={3} width="80%" />);
    const lines = container.querySelectorAll('.wk-skeleton');
    expect(lines).toHaveLength(3);
    expect((lines[0] as HTMLElement).style.width).toBe('80%');
    expect((lines[2] as HTMLElement).style.width).toBe('60%');
  });
});
