import { act } from '@testing-library/react';
import { Suspense, startTransition, useLayoutEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EARLY_INPUT_GLOBAL } from '../../contracts/first-screen.ts';
import { keepTextTypedWhileHydrating, replayEarlyInput } from '../../src/app/earlyInput.ts';

// Text typed into a drawn form before React hydrated it stays on screen, but React does not put it
// in the form's state: the app keeps it (server/page/after-paint.ts's recorder notes it until the
// app's scripts run) and puts it there once the field is hydrated, so the form sends what the
// shopper sees; a button pressed early is replayed after.

function Form(props: { onSend?: (sent: string) => void; onFocused?: (field: string) => void }) {
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        props.onSend?.(`${email}|${note}`);
      }}
    >
      <input
        aria-label="E-mail"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onFocus={() => props.onFocused?.('email')}
      />
      <textarea aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      <output>{`${email}|${note}`}</output>
      <button type="submit">Send</button>
    </form>
  );
}

/**
 * The form drawing itself again at once once hydrated (its flow starting): its fields are drawn
 * from its state, and would lose the text typed before.
 */
function FormDrawnAgain() {
  const [, setStarted] = useState(false);
  useLayoutEffect(() => setStarted(true), []);
  return <Form />;
}

const holder = window as unknown as Record<string, unknown>;
let stopKeeping: () => void = () => {};

afterEach(() => {
  stopKeeping();
  delete holder[EARLY_INPUT_GLOBAL];
  document.body.innerHTML = '';
});

/** Types `text` into the field as a keyboard does: the text (past React's record of it), an input event. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The form as the server drew it, not hydrated yet. */
function drawnForm() {
  const container = document.createElement('div');
  // The app's root, as index.html names it.
  container.id = 'root';
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  return {
    container,
    email: container.querySelector('input') as HTMLInputElement,
    note: container.querySelector('textarea') as HTMLTextAreaElement,
    shown: () => container.querySelector('output')?.textContent,
  };
}

/** What the page's recorder notes before the app's scripts run. */
function recorded(typed: [Element, string][], pressed: Element | null = null) {
  for (const [field, text] of typed) (field as HTMLInputElement).value = text;
  holder[EARLY_INPUT_GLOBAL] = { pressed, changed: [], typed: new Map(typed) };
}

const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('text typed before the app’s scripts ran', () => {
  it('is in the form’s state once the form is hydrated, and stays on screen', async () => {
    const form = drawnForm();
    recorded([
      [form.email, 'asha@example.com'],
      [form.note, 'Gift wrap'],
    ]);
    stopKeeping = keepTextTypedWhileHydrating();
    await act(async () => {
      hydrateRoot(form.container, <Form />);
    });
    await settled();
    expect(form.shown()).toBe('asha@example.com|Gift wrap');
    expect([form.email.value, form.note.value]).toEqual(['asha@example.com', 'Gift wrap']);
  });

  it('waits for its part of the page to be hydrated, when that comes later', async () => {
    const form = drawnForm();
    recorded([[form.email, 'late@example.com']]);
    stopKeeping = keepTextTypedWhileHydrating();
    await settled();
    await act(async () => {
      hydrateRoot(form.container, <Form />);
    });
    await settled();
    expect(form.shown()).toBe('late@example.com|');
  });

  it('is noted by the recorder no more once the app keeps it', () => {
    recorded([]);
    stopKeeping = keepTextTypedWhileHydrating();
    expect((holder[EARLY_INPUT_GLOBAL] as { kept?: boolean }).kept).toBe(true);
  });

  it('is sent by a button pressed before the app started, replayed after the text is in the form', async () => {
    const form = drawnForm();
    const sent: string[] = [];
    recorded([[form.email, 'pressed@example.com']], form.container.querySelector('button'));
    stopKeeping = keepTextTypedWhileHydrating();
    await act(async () => {
      hydrateRoot(form.container, <Form onSend={(text) => sent.push(text)} />);
    });
    await act(async () => replayEarlyInput());
    await settled();
    expect(sent).toEqual(['pressed@example.com|']);
    // Once: a second replay finds nothing to do.
    await act(async () => replayEarlyInput());
    expect(sent).toHaveLength(1);
  });

  it('in a field focused before React listened: React is told of the focus once it is hydrated', async () => {
    const form = drawnForm();
    recorded([[form.email, 'focused@example.com']]);
    form.email.focus();
    const focused: string[] = [];
    stopKeeping = keepTextTypedWhileHydrating();
    await act(async () => {
      hydrateRoot(form.container, <Form onFocused={(field) => focused.push(field)} />);
    });
    await settled();
    expect(focused).toEqual(['email']);
    expect(form.shown()).toBe('focused@example.com|');
  });

  it('in a field React never hydrates is left alone, and holds up nothing', async () => {
    const foreign = document.createElement('input');
    document.body.append(foreign);
    const form = drawnForm();
    const sent: string[] = [];
    recorded(
      [
        [foreign, 'not the app’s'],
        [form.email, 'mine@example.com'],
      ],
      form.container.querySelector('button'),
    );
    const seen: string[] = [];
    foreign.addEventListener('input', () => seen.push(foreign.value));
    stopKeeping = keepTextTypedWhileHydrating();
    await act(async () => {
      hydrateRoot(form.container, <Form onSend={(text) => sent.push(text)} />);
    });
    await act(async () => replayEarlyInput());
    await settled();
    expect(sent).toEqual(['mine@example.com|']);
    expect(seen).toEqual([]);
  });
});

describe('a button pressed before the app’s scripts ran', () => {
  it('is replayed at once when a select outside the app was changed too, which is left alone', async () => {
    const foreign = document.createElement('select');
    foreign.innerHTML = '<option>a</option><option>b</option>';
    document.body.append(foreign);
    const form = drawnForm();
    const sent: string[] = [];
    const changes: string[] = [];
    foreign.addEventListener('change', () => changes.push(foreign.value));
    recorded([[form.email, 'quick@example.com']], form.container.querySelector('button'));
    (holder[EARLY_INPUT_GLOBAL] as { changed: Element[] }).changed.push(foreign);
    stopKeeping = keepTextTypedWhileHydrating();
    await act(async () => {
      hydrateRoot(form.container, <Form onSend={(text) => sent.push(text)} />);
    });
    await act(async () => replayEarlyInput());
    // Well within the wait for a part React has yet to hydrate (10 s).
    await settled();
    expect(sent).toEqual(['quick@example.com|']);
    expect(changes).toEqual([]);
  });
});

describe('a button pressed as the app starts', () => {
  it('sends the text typed before: its press hydrates the form, whose fields are settled before its handlers run', async () => {
    const form = drawnForm();
    const sent: string[] = [];
    recorded([
      [form.email, 'tap@example.com'],
      [form.note, 'Ring twice'],
    ]);
    stopKeeping = keepTextTypedWhileHydrating();
    startTransition(() => {
      hydrateRoot(form.container, <Form onSend={(text) => sent.push(text)} />);
    });
    // Tapped before React has hydrated the form in its own time: the click hydrates it at once.
    act(() => form.container.querySelector('button')?.click());
    await settled();
    expect(sent).toEqual(['tap@example.com|Ring twice']);
  });
});

describe('text typed as the app hydrates the page', () => {
  beforeEach(() => {
    stopKeeping = keepTextTypedWhileHydrating();
  });

  it('is in the form’s state once the field is hydrated, with its last text', async () => {
    const form = drawnForm();
    typeInto(form.email, 'ga');
    typeInto(form.email, 'gap@example.com');
    await act(async () => {
      hydrateRoot(form.container, <Form />);
    });
    await settled();
    expect(form.shown()).toBe('gap@example.com|');
    expect(form.email.value).toBe('gap@example.com');
  });

  it('is never set back to an earlier text: a key typed once the field is hydrated stays', async () => {
    const form = drawnForm();
    typeInto(form.email, 'ga');
    // Hydrated, and the next key at once, in the same task: before any timer could run.
    act(() => {
      hydrateRoot(form.container, <Form />);
    });
    act(() => typeInto(form.email, 'gap'));
    await settled();
    expect(form.shown()).toBe('gap|');
    expect(form.email.value).toBe('gap');
  });

  it('comes back if React empties the field before the next key, which then follows it', async () => {
    const form = drawnForm();
    typeInto(form.email, 'demo@');
    act(() => {
      hydrateRoot(form.container, <Form />);
    });
    // React drew the field from its state (empty) before the key: the key lands in an empty field.
    form.email.value = '';
    act(() => {
      form.email.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'e' }));
    });
    expect(form.email.value).toBe('demo@');
    act(() => typeInto(form.email, 'demo@e'));
    await settled();
    expect(form.shown()).toBe('demo@e|');
  });

  it('is kept when its part began to hydrate and was put off, until that part is on screen', async () => {
    // The server drew the form and what follows it; in the browser, what follows waits on its code,
    // so React begins the part (the field gets React's props), then puts all of it off.
    let arrive = () => {};
    const coming = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    let arrived = false;
    void coming.then(() => {
      arrived = true;
    });
    function Following() {
      if (!arrived) throw coming;
      return <p>Delivery</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Suspense fallback={null}>
        <Form />
        <p>Delivery</p>
      </Suspense>,
    );
    document.body.append(container);
    const email = container.querySelector('input') as HTMLInputElement;
    await act(async () => {
      hydrateRoot(
        container,
        <Suspense fallback={null}>
          <Form />
          <Following />
        </Suspense>,
      );
    });
    expect(Object.keys(email).some((key) => key.startsWith('__reactProps$'))).toBe(true);
    act(() => typeInto(email, 'mid@example.com'));
    await act(async () => {
      arrive();
      await coming;
    });
    await settled();
    expect(container.querySelector('output')?.textContent).toBe('mid@example.com|');
    expect(email.value).toBe('mid@example.com');
  });

  it('is settled as soon as a text inserted without a key (a phone’s keyboard) has React hydrate the field', async () => {
    const form = drawnForm();
    typeInto(form.email, 'De');
    startTransition(() => {
      hydrateRoot(form.container, <FormDrawnAgain />);
    });
    // The keyboard inserts "m": textInput first (React hydrates the form on it, at once), then the text.
    form.email.dispatchEvent(new Event('textInput', { bubbles: true, cancelable: true }));
    act(() => typeInto(form.email, `${form.email.value}m`));
    await settled();
    expect(form.shown()).toBe('Dem|');
    expect(form.email.value).toBe('Dem');
  });

  it('keeps the shopper’s caret where it was when React empties the field it comes back to', async () => {
    const form = drawnForm();
    form.email.focus();
    typeInto(form.email, 'demo@example.com');
    // The arrow keys take the caret back after "demo", with no input.
    form.email.setSelectionRange(4, 4);
    form.email.dispatchEvent(new KeyboardEvent('keyup', { bubbles: true, key: 'ArrowRight' }));
    await act(async () => {
      hydrateRoot(form.container, <FormDrawnAgain />);
    });
    await settled();
    expect(form.shown()).toBe('demo@example.com|');
    expect([form.email.selectionStart, form.email.selectionEnd]).toEqual([4, 4]);
  });

  it('keeps the shopper’s caret where it was', async () => {
    const form = drawnForm();
    typeInto(form.note, 'Gift wrap');
    form.note.focus();
    form.note.setSelectionRange(4, 4);
    await act(async () => {
      hydrateRoot(form.container, <Form />);
    });
    await settled();
    expect(form.shown()).toBe('|Gift wrap');
    expect([form.note.selectionStart, form.note.selectionEnd]).toEqual([4, 4]);
  });

  it('leaves a field the app drew itself alone', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Form />);
    });
    const email = container.querySelector('input') as HTMLInputElement;
    const seen: string[] = [];
    email.addEventListener('input', () => seen.push(email.value));
    await act(async () => typeInto(email, 'app@example.com'));
    await settled();
    expect(seen).toEqual(['app@example.com']);
    expect(container.querySelector('output')?.textContent).toBe('app@example.com|');
  });
});
