import { act } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_INPUT_GLOBAL, STARTED_ATTRIBUTE } from '../../contracts/first-screen.ts';
import { keepTextTypedWhileHydrating, replayEarlyInput } from '../../src/app/earlyInput.ts';

// Text typed into a drawn form before the app hydrated it stays on screen, but React does not put it
// in the form's state: the app replays it (server/page/after-paint.ts keeps it), so the form sends
// what the shopper sees.

function Form() {
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  return (
    <form>
      <input aria-label="E-mail" value={email} onChange={(event) => setEmail(event.target.value)} />
      <textarea aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      <output>{`${email}|${note}`}</output>
    </form>
  );
}

const holder = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete holder[EARLY_INPUT_GLOBAL];
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(STARTED_ATTRIBUTE);
});

/** Types `text` into the field as a keyboard does: the text (past React's record of it), an input event. */
function typeInto(field: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

async function hydrateTyped(typed: { email: string; note: string }) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  const email = container.querySelector('input') as HTMLInputElement;
  const note = container.querySelector('textarea') as HTMLTextAreaElement;
  // Typed before the app started: on screen, and kept by the page's recorder.
  email.value = typed.email;
  note.value = typed.note;
  holder[EARLY_INPUT_GLOBAL] = {
    pressed: null,
    changed: [],
    typed: new Map<Element, string>([
      [email, typed.email],
      [note, typed.note],
    ]),
  };
  await act(async () => {
    hydrateRoot(container, <Form />);
  });
  return { container, email, note };
}

describe('text typed before the app started', () => {
  it('is in the form’s state once replayed, and stays on screen', async () => {
    const { container, email, note } = await hydrateTyped({ email: 'asha@example.com', note: 'Gift wrap' });
    expect(container.querySelector('output')?.textContent).toBe('|');
    await act(async () => replayEarlyInput());
    expect(container.querySelector('output')?.textContent).toBe('asha@example.com|Gift wrap');
    expect([email.value, note.value]).toEqual(['asha@example.com', 'Gift wrap']);
  });

  it('is replayed once its part of the page is hydrated, when that comes after the app started', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const email = container.querySelector('input') as HTMLInputElement;
    email.value = 'late@example.com';
    holder[EARLY_INPUT_GLOBAL] = {
      pressed: null,
      changed: [],
      typed: new Map([[email, 'late@example.com']]),
    };
    // The app has started; this part is still drawn only (its hydration put off).
    replayEarlyInput();
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.querySelector('output')?.textContent).toBe('late@example.com|');
    expect(email.value).toBe('late@example.com');
  });

  it('is replayed once: a second call changes nothing', async () => {
    const { container } = await hydrateTyped({ email: 'a@example.com', note: '' });
    await act(async () => replayEarlyInput());
    await act(async () => replayEarlyInput());
    expect(container.querySelector('output')?.textContent).toBe('a@example.com|');
  });
});

describe('text typed after the app started, before its part of the page is hydrated', () => {
  let stop: () => void;
  beforeAll(() => {
    stop = keepTextTypedWhileHydrating();
  });
  afterAll(() => stop());

  function drawnForm() {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    return { container, email: container.querySelector('input') as HTMLInputElement };
  }

  it('is in the form’s state once the field is hydrated, with its last text', async () => {
    const { container, email } = drawnForm();
    document.documentElement.setAttribute(STARTED_ATTRIBUTE, '');
    typeInto(email, 'ga');
    typeInto(email, 'gap@example.com');
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.querySelector('output')?.textContent).toBe('gap@example.com|');
    expect(email.value).toBe('gap@example.com');
  });

  it('is never set back to an earlier text: a key typed once the field is hydrated stays', async () => {
    const { container, email } = drawnForm();
    document.documentElement.setAttribute(STARTED_ATTRIBUTE, '');
    typeInto(email, 'ga');
    // Hydrated, and the next key at once, in the same task: before any timer could run.
    act(() => {
      hydrateRoot(container, <Form />);
    });
    act(() => typeInto(email, 'gap'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.querySelector('output')?.textContent).toBe('gap|');
    expect(email.value).toBe('gap');
  });

  it('is left to the page’s recorder until the app has started', async () => {
    const { container, email } = drawnForm();
    typeInto(email, 'early@example.com');
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // Not retyped here: the recorder's replay (above) puts it in the form.
    expect(container.querySelector('output')?.textContent).toBe('|');
  });

  it('leaves a field the app drew itself alone', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    document.documentElement.setAttribute(STARTED_ATTRIBUTE, '');
    await act(async () => {
      createRoot(container).render(<Form />);
    });
    const email = container.querySelector('input') as HTMLInputElement;
    const seen: string[] = [];
    email.addEventListener('input', () => seen.push(email.value));
    await act(async () => typeInto(email, 'app@example.com'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(seen).toEqual(['app@example.com']);
    expect(container.querySelector('output')?.textContent).toBe('app@example.com|');
  });
});
