import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Spec: a refused form shows an error notice. It lists every error at once (each field also shows
 * its own, tied by aria-describedby); empty, it takes no room.
 */
export function ProblemNotice({ messages }: { messages: ReadonlyArray<{ key: string; text: string }> }) {
  return (
    <div role="alert" className={messages.length > 0 ? 'reviews-form__notice' : 'reviews-form__notice reviews-form__notice--empty'}>
      {messages.length > 0 && (
        <ul className="reviews-form__problems">
          {messages.map((message) => (
            <li key={message.key}>{message.text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Moves the focus to the form's first invalid field (aria-invalid) after a refused submit is
 * drawn: a radio group's chosen star, or its first, since the group itself takes no focus.
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const formRef = useRef<T>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    const invalid = refusals > 0 ? formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') : null;
    if (!invalid) return;
    const target = invalid.getAttribute('role') === 'radiogroup' ? (invalid.querySelector<HTMLElement>('input:checked') ?? invalid.querySelector<HTMLElement>('input')) : invalid;
    target?.focus();
  }, [refusals]);
  const refused = useCallback(() => setRefusals((n) => n + 1), []);
  return { formRef, refused };
}
