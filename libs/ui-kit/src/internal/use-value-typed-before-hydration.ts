import { useLayoutEffect, useRef, type ChangeEvent, type Ref, type RefCallback } from 'react';

/**
 * A prerendered input can be typed into before the app has loaded (a slow phone shows the form long before its
 * JavaScript runs). React keeps that text in the DOM when it hydrates, but its state still holds the rendered value,
 * so the next render would wipe what the player typed. On the first commit, a controlled input whose DOM value
 * differs from its `value` hands the DOM value to `onChange`, as if the player had just typed it.
 * Returns the ref to put on the input (it also sets `ref`, the caller's own).
 */
export function useValueTypedBeforeHydration(
  value: unknown,
  onChange: ((event: ChangeEvent<HTMLInputElement>) => void) | undefined,
  ref: Ref<HTMLInputElement> | undefined,
): RefCallback<HTMLInputElement> {
  const input = useRef<HTMLInputElement | null>(null);
  // The first commit's props, read by the effect that runs once.
  const first = useRef({ value, onChange });
  useLayoutEffect(() => {
    const element = input.current;
    const { value: rendered, onChange: change } = first.current;
    if (!element || !change || rendered === undefined || rendered === null) return;
    if (element.value === String(rendered)) return;
    change({ target: element, currentTarget: element, type: 'change' } as ChangeEvent<HTMLInputElement>);
  }, []);
  return (element) => {
    input.current = element;
    if (typeof ref === 'function') return ref(element);
    if (ref) ref.current = element;
    return undefined;
  };
}
