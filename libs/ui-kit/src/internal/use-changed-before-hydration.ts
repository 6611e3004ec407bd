import { useLayoutEffect, useRef, type ChangeEvent, type Ref, type RefCallback } from 'react';

type FormControl = HTMLInputElement | HTMLSelectElement;

/**
 * A prerendered form can be used before the app has loaded (a slow phone shows it long before its JavaScript runs):
 * text typed, a language chosen, a box ticked. React keeps that in the DOM when it hydrates, but its state still
 * holds the rendered value, so the next render would undo what the player did. On the first commit, a controlled
 * control whose DOM state differs from what was rendered hands it to its change handler, as if the player had just
 * changed it. Returns the ref to put on the control (it also sets `ref`, the caller's own).
 */
export function useChangedBeforeHydration<E extends FormControl>(
  differs: (element: E) => boolean,
  notify: ((element: E) => void) | undefined,
  ref: Ref<E> | undefined,
): RefCallback<E> {
  const control = useRef<E | null>(null);
  // The first commit's props, read by the effect that runs once.
  const first = useRef({ differs, notify });
  useLayoutEffect(() => {
    const element = control.current;
    const { differs: changed, notify: report } = first.current;
    if (element && report && changed(element)) report(element);
  }, []);
  return (element) => {
    control.current = element;
    if (typeof ref === 'function') return ref(element);
    if (ref) ref.current = element;
    return undefined;
  };
}

/** The change event a handler gets for a change made before hydration (the control is its target). */
export function changeEventOf<E extends FormControl>(element: E): ChangeEvent<E> {
  return { target: element, currentTarget: element, type: 'change' } as ChangeEvent<E>;
}
