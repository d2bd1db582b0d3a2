// ALTCHA's widget (a custom element) and its Latin-American Spanish strings. Imported here only,
// so the widget's code is part of the public area's chunk and nowhere else.
import 'altcha';
import 'altcha/i18n/es-419';
import { messages } from '@liqui/domain';
import { Fieldset, Text, VisuallyHidden } from '@liqui/ui';
import type {} from 'altcha/types/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useFormField } from '../../forms/use-form-field';
import { widget } from './human-check.css';

/**
 * What the live region says for each widget state: the widget changes its label silently, so a
 * screen-reader user who pressed Space hears the progress and the result.
 */
const stateAnnouncements: Readonly<Record<string, string>> = {
  verifying: messages['captcha.verifying'],
  verified: messages['captcha.verified'],
  error: messages['captcha.failed'],
  expired: messages['captcha.expired'],
};

/** The widget's events carry its state and, once verified, the payload to send to the server. */
type StateChangeDetail = { readonly state: string; readonly payload?: string | null };

/** The checkbox's accessible name, whatever the widget's label says ('Verificado'…). */
const checkboxName = 'No soy un robot';

/** ALTCHA's language for es-AR: its Latin-American Spanish pack ('No soy un robot'). */
const altchaLanguage = 'es-419';

/**
 * The human check of sign-up (spec 01 §2.8, §5), and of login once the identity provider asks for
 * it (issue 26 item 4): ALTCHA's self-hosted proof-of-work widget bound
 * to the final-form field `name`, whose value is the verified payload (null until verified).
 *
 * The widget renders a native checkbox labelled 'No soy un robot': Tab reaches it, Space starts
 * the proof of work, and it is checked once verified (its visible label then reads 'Verificando...',
 * 'Verificado'; we keep the accessible name 'No soy un robot' stable). Around it we
 * add what a form field needs: a fieldset named 'Verificación de seguridad', the field's error
 * ('Confirmá que no sos un robot', or the server's refusal) wired to the checkbox with
 * `aria-describedby` and `aria-invalid`, and announced through a polite live region, and a
 * status region that announces the verification's progress and result.
 *
 * `resetCount`: each change resets the widget (spec 01 §4.2: "The human-check challenge is reset
 * after an error") and empties the field. `autoFocus`: the checkbox takes the focus once the
 * widget has loaded (the login form, which shows the check only after the server asked for it:
 * the keyboard user lands on it, hearing its name and the field's error).
 */
export function HumanCheckField({
  name,
  challengeUrl,
  resetCount,
  autoFocus = false,
}: {
  readonly name: string;
  readonly challengeUrl: string;
  readonly resetCount: number;
  readonly autoFocus?: boolean;
}) {
  const field = useFormField<string | null>(name);
  const { errorMessage } = field;
  const element = useRef<HTMLElement & { reset?: () => void }>(null);
  const errorId = useId();
  const onChange = useRef(field.onChange);
  onChange.current = field.onChange;
  const [announcement, setAnnouncement] = useState('');
  const focusOnLoad = useRef(autoFocus);

  // The checkbox is the widget's own element. Give it a name that does not change with the state
  // (the widget's label turns into 'Verificando...' / 'Verificado'; the state is the checkbox's
  // own and the status region's), and point it at our error while the field is invalid.
  const labelCheckbox = useRef<() => void>(() => undefined);
  labelCheckbox.current = () => {
    const checkbox = element.current?.querySelector<HTMLInputElement>('input[type="checkbox"]');
    if (checkbox === null || checkbox === undefined) return;
    checkbox.setAttribute('aria-label', checkboxName);
    if (errorMessage === undefined) {
      checkbox.removeAttribute('aria-invalid');
      checkbox.removeAttribute('aria-describedby');
    } else {
      checkbox.setAttribute('aria-invalid', 'true');
      checkbox.setAttribute('aria-describedby', errorId);
    }
  };
  useEffect(() => labelCheckbox.current());

  useEffect(() => {
    const node = element.current;
    if (node === null) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
      onChange.current(state === 'verified' && payload ? payload : null);
      setAnnouncement(stateAnnouncements[state] ?? '');
      labelCheckbox.current();
    };
    const onLoad = () => {
      labelCheckbox.current();
      if (focusOnLoad.current) {
        focusOnLoad.current = false;
        node.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
      }
    };
    node.addEventListener('statechange', onStateChange);
    node.addEventListener('load', onLoad);
    // The widget may have loaded before this effect ran.
    if (node.querySelector('input[type="checkbox"]') !== null) onLoad();
    return () => {
      node.removeEventListener('statechange', onStateChange);
      node.removeEventListener('load', onLoad);
    };
  }, []);

  useEffect(() => {
    if (resetCount === 0) return;
    element.current?.reset?.();
    onChange.current(null);
  }, [resetCount]);

  return (
    <Fieldset legend="Verificación de seguridad" size="small" space="xsmall">
      <altcha-widget
        ref={element}
        className={widget}
        challenge={challengeUrl}
        language={altchaLanguage}
        type="checkbox"
        display="standard"
        auto="off"
        name={name}
      />
      <div aria-live="polite">
        <Text as="p" id={errorId} size="small" tone="critical">
          {errorMessage ?? ''}
        </Text>
      </div>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Fieldset>
  );
}
