// A prerendered form used before the app hydrates it: what the player did survives hydration and the next renders.
import { useState, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Checkbox } from '../checkbox/checkbox';
import { Select } from '../select/select';
import { TextField } from '../text-field/text-field';

/** A form as the apps have it: every value in React state (shown in an output), `onChanged` on each change. */
function Form({ onChanged }: { onChanged?: () => void }) {
  const [phone, setPhone] = useState('');
  const [language, setLanguage] = useState('th');
  const [remember, setRemember] = useState(true);
  const [renders, setRenders] = useState(0);
  return (
    <form>
      <TextField
        label="Phone number"
        value={phone}
        onChange={(event) => {
          setPhone(event.target.value);
          onChanged?.();
        }}
      />
      <Select
        label="Language"
        options={[
          { value: 'th', label: 'ไทย' },
          { value: 'en', label: 'English' },
        ]}
        value={language}
        onValueChange={(value) => {
          setLanguage(value);
          onChanged?.();
        }}
      />
      <Checkbox
        label="Remember me"
        checked={remember}
        onChange={(event) => {
          setRemember(event.target.checked);
          onChanged?.();
        }}
      />
      <output aria-label="State">{JSON.stringify({ phone, language, remember })}</output>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again
      </button>
    </form>
  );
}

const mounted: { unmount(): void }[] = [];
afterEach(() => {
  for (const root of mounted.splice(0)) act(() => root.unmount());
  document.body.replaceChildren();
});

/** Renders `ui` as the server would, lets `player` act on that HTML (no JavaScript yet), then hydrates it. */
async function hydrateAfterUse(ui: ReactElement, player: (container: HTMLElement) => void): Promise<void> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  player(container);
  mounted.push(await act(async () => hydrateRoot(container, ui)));
}

const phone = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone number' });
const language = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
const state = () => screen.getByRole('status', { name: 'State' });
const remember = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'Remember me' });

describe('kit form controls hydrated after the player used them', () => {
  it('hand what was typed, chosen and ticked to the form, and keep it through the next renders', async () => {
    let changes = 0;
    await hydrateAfterUse(<Form onChanged={() => (changes += 1)} />, () => {
      phone().value = '0812345678';
      language().value = 'en';
      remember().checked = false;
    });
    expect(changes).toBe(3);
    expect(state()).toHaveTextContent(
      JSON.stringify({ phone: '0812345678', language: 'en', remember: false }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Render again' }));
    expect(phone()).toHaveValue('0812345678');
    expect(language()).toHaveValue('en');
    expect(remember()).not.toBeChecked();
    await userEvent.type(phone(), '9');
    expect(state()).toHaveTextContent(
      JSON.stringify({ phone: '08123456789', language: 'en', remember: false }),
    );
  });

  it('report nothing when nothing was changed before hydration', async () => {
    let changes = 0;
    await hydrateAfterUse(<Form onChanged={() => (changes += 1)} />, () => undefined);
    expect(changes).toBe(0);
    expect(state()).toHaveTextContent(JSON.stringify({ phone: '', language: 'th', remember: true }));
    expect(phone()).toHaveValue('');
    expect(language()).toHaveValue('th');
    expect(remember()).toBeChecked();
  });
});
