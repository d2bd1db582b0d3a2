import { type ReactElement, type ReactNode, useRef } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import {
  actions,
  body,
  closeButton,
  closeIcon,
  type DialogVariants,
  dialog,
  header,
  modal,
  overlay,
  title as titleStyle,
} from './Dialog.css';

/** How a dialog opens: from its own trigger, or controlled by the caller. */
type DialogOpenProps = {
  /** The element that opens the dialog (a {@link Button}); focus returns to it on close. */
  trigger?: ReactElement;
  /** Whether the dialog is open (controlled). */
  isOpen?: boolean;
  /**
   * Whether the dialog starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
};

/** Props of {@link Dialog}. */
export type DialogProps = DialogOpenProps & {
  /** The dialog's heading; it names the dialog. */
  title: string;
  /**
   * The content. A function receives `close` to close the dialog from inside. A
   * `<Button slot="close">` inside also closes it.
   */
  children: ReactNode | ((options: { close: () => void }) => ReactNode);
  /**
   * Width of the dialog.
   * @default 'medium'
   */
  size?: DialogVariants['size'];
  /**
   * Closes the dialog on a click outside it (Escape always closes it).
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Shows a close button in the header.
   * @default true
   */
  hasCloseButton?: boolean;
  /**
   * Accessible name of the header's close button.
   * @default 'Cerrar'
   */
  closeLabel?: string;
};

type DialogFrameProps = Omit<
  DialogProps,
  'isDismissable' | 'trigger' | 'isOpen' | 'defaultOpen' | 'onOpenChange'
> & {
  role: 'dialog' | 'alertdialog';
  isDismissable: boolean;
  footer?: (close: () => void) => ReactNode;
} & DialogOpenProps;

/** The modal and its chrome, shared by Dialog and ConfirmDialog. */
export function DialogFrame({
  trigger,
  isOpen,
  defaultOpen,
  onOpenChange,
  title,
  children,
  size,
  isDismissable,
  hasCloseButton = true,
  closeLabel = 'Cerrar',
  role,
  footer,
}: DialogFrameProps) {
  const overlayElement = (
    <ModalOverlay
      className={overlay}
      isDismissable={isDismissable}
      {...(trigger === undefined ? { isOpen, defaultOpen, onOpenChange } : {})}
    >
      <Modal className={modal({ size })}>
        <AriaDialog className={dialog} role={role}>
          {({ close }) => (
            <>
              <div className={header}>
                <Heading slot="title" className={titleStyle}>
                  {title}
                </Heading>
                {hasCloseButton ? (
                  <AriaButton className={closeButton} aria-label={closeLabel} onPress={close}>
                    <Icon name="close" className={closeIcon} />
                  </AriaButton>
                ) : null}
              </div>
              <div className={body}>
                {typeof children === 'function' ? children({ close }) : children}
              </div>
              {footer === undefined ? null : <div className={actions}>{footer(close)}</div>}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
  if (trigger === undefined) return overlayElement;
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger}
      {overlayElement}
    </DialogTrigger>
  );
}

/**
 * A modal dialog built on react-aria's `ModalOverlay`, `Modal` and `Dialog`: focus is trapped
 * inside and restored on close, the page behind is inert, Escape closes it. Open it from a
 * `trigger`, or control it with `isOpen` / `onOpenChange`.
 */
export function Dialog({ isDismissable = true, ...props }: DialogProps) {
  return <DialogFrame {...props} role="dialog" isDismissable={isDismissable} />;
}

/** Props of {@link ConfirmDialog}. */
export type ConfirmDialogProps = DialogOpenProps & {
  /** The question, e.g. '¿Descartar los cambios?'. Names the dialog. */
  title: string;
  /** What happens if the user confirms. */
  message: ReactNode;
  /** Label of the confirming button, a verb: 'Descartar', 'Eliminar'. */
  confirmLabel: string;
  /**
   * Label of the cancelling button.
   * @default 'Cancelar'
   */
  cancelLabel?: string;
  /**
   * `danger` for destructive actions (red confirm button); `neutral` otherwise.
   * @default 'neutral'
   */
  tone?: 'neutral' | 'danger';
  /** Called when the user confirms; the dialog then closes. */
  onConfirm: () => void;
  /** Called when the user cancels (button, Escape). */
  onCancel?: () => void;
};

/**
 * A confirmation step (`role="alertdialog"`): a question, a message, and cancel / confirm
 * buttons. Cancel has the initial focus, so Enter never confirms by accident; a click outside
 * does not close it. `onConfirm` runs only when the confirm button is pressed.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancelar',
  tone = 'neutral',
  onConfirm,
  onCancel,
  onOpenChange,
  ...openProps
}: ConfirmDialogProps) {
  const isConfirming = useRef(false);
  return (
    <DialogFrame
      {...openProps}
      onOpenChange={(open) => {
        if (!open && !isConfirming.current) onCancel?.();
        isConfirming.current = false;
        onOpenChange?.(open);
      }}
      title={title}
      role="alertdialog"
      isDismissable={false}
      hasCloseButton={false}
      size="small"
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close} autoFocus>
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onPress={() => {
              isConfirming.current = true;
              onConfirm();
              close();
            }}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      <div>{message}</div>
    </DialogFrame>
  );
}
