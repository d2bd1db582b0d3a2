import { messages, normalizeEmail, validateEmail } from '@liqui/domain';
import { Button, Inline } from '@liqui/ui';
import { useState } from 'react';
import { useForm } from 'react-final-form';
import { useLocation } from 'wouter';
import { AppForm } from '../../forms/app-form';
import { toSubmissionErrors } from '../../forms/form-errors';
import { FormTextField } from '../../forms/form-fields';
import { confirmSignUp, resendSignUpCode } from '../../session/amplify-identity';
import { type AccessVariant, accessNotices, loginPath, type Notice } from '../../session/identity';
import { describeIdentityError } from '../../session/identity-outcomes';
import { noticeState } from '../../session/route-notice';
import { useQueryParam } from '../../shared/use-query-param';
import { type ConfirmEmailValues, normalizeCode, validateConfirmEmailForm } from './access-forms';
import { AccessPanel } from './access-panel';

/**
 * 'Reenviar código' (spec 01 §2.9): sends a new code to the e-mail in the form, or points at the
 * e-mail field when it is not valid. Success 'Código reenviado correctamente'; errors from the
 * confirm-e-mail catalogue ('Demasiadas reintentos'); both shown as the screen's notice.
 */
function ResendCodeButton({
  variant,
  onNotice,
}: {
  readonly variant: AccessVariant;
  readonly onNotice: (notice: Notice) => void;
}) {
  const form = useForm<ConfirmEmailValues>();
  const [isSending, setSending] = useState(false);

  const resend = async () => {
    const email = validateEmail(form.getState().values.email);
    if (!email.ok) {
      form.blur('email');
      document.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
      return;
    }
    setSending(true);
    try {
      await resendSignUpCode({ username: email.value });
      onNotice({ tone: 'positive', message: messages['confirmEmail.codeResent'] });
    } catch (error) {
      const outcome = describeIdentityError('resendCode', error, { email: email.value, variant });
      if (outcome.kind === 'error') onNotice({ tone: 'critical', message: outcome.message });
    } finally {
      setSending(false);
    }
  };

  return (
    <Button variant="secondary" onPress={() => void resend()} isPending={isSending}>
      Reenviar código
    </Button>
  );
}

/**
 * The confirm-e-mail screen (spec 01 §2.9, §4.2, §5, §8 "Confirm e-mail"): the e-mail (prefilled
 * from `?email=`) and the 6-digit code, and 'Reenviar código'. Success → login with the e-mail
 * prefilled and a notice. Errors: 'Codigo de verificación invalido', 'Demasiadas reintentos'.
 */
export function ConfirmEmailScreen({ variant }: { readonly variant: AccessVariant }) {
  const prefilledEmail = useQueryParam('email');
  const [, navigate] = useLocation();
  const [notice, setNotice] = useState<Notice>();

  const onSubmit = async (values: ConfirmEmailValues) => {
    const email = normalizeEmail(values.email);
    try {
      await confirmSignUp({ username: email, confirmationCode: normalizeCode(values.code) });
    } catch (error) {
      const outcome = describeIdentityError('confirmEmail', error, { email, variant });
      return outcome.kind === 'error' ? toSubmissionErrors(outcome) : undefined;
    }
    navigate(loginPath(variant, email), {
      state: noticeState({ tone: 'positive', message: accessNotices.emailConfirmed }),
    });
    return undefined;
  };

  return (
    <AccessPanel
      title="Confirmar e-mail"
      notice={notice}
      intro="Ingresá el código de 6 números que te enviamos por email."
    >
      {
        <AppForm<ConfirmEmailValues>
          initialValues={{ email: prefilledEmail, code: '' }}
          validate={validateConfirmEmailForm}
          onSubmit={onSubmit}
        >
          {({ submitting }) => (
            <>
              <FormTextField
                name="email"
                isRequired
                label="Email"
                type="email"
                autoComplete="email"
              />
              <FormTextField
                name="code"
                isRequired
                label="Código"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
              />
              <Inline space="small">
                <Button type="submit" isPending={submitting}>
                  Confirmar
                </Button>
                <ResendCodeButton variant={variant} onNotice={setNotice} />
              </Inline>
            </>
          )}
        </AppForm>
      }
    </AccessPanel>
  );
}
