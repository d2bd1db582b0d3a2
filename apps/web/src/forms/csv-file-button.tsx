import { Button } from '@liqui/ui';
import { useRef } from 'react';

/** Props of {@link CsvFileButton}. */
export type CsvFileButtonProps = {
  /** Called with the chosen file (the input is cleared, so the same file can be chosen again). */
  readonly onFile: (file: File) => void;
  /**
   * The `data-*` attribute the hidden file input carries (`'data-users-batch-csv'`), by which
   * end-to-end tests hand it a file.
   */
  readonly inputDataAttribute: `data-${string}`;
  readonly isDisabled?: boolean;
  /** While the file is being read. */
  readonly isPending?: boolean;
  /** What a screen reader hears while pending. @default 'Leyendo archivo' */
  readonly pendingLabel?: string;
};

/**
 * 'Importar CSV' (Spec 03 §2: bulk users, invoice batches, invoice verification): a kit button
 * that opens the browser's file picker on a hidden `<input type="file" accept=".csv,text/csv">`
 * (out of the tab order; the button is the keyboard path) and hands the chosen file over.
 * Reading and checking the file is the screen's job.
 */
export function CsvFileButton({
  onFile,
  inputDataAttribute,
  isDisabled = false,
  isPending = false,
  pendingLabel = 'Leyendo archivo',
}: CsvFileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="secondary"
        isDisabled={isDisabled}
        isPending={isPending}
        pendingLabel={pendingLabel}
        onPress={() => input.current?.click()}
      >
        Importar CSV
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-hidden="true"
        tabIndex={-1}
        {...{ [inputDataAttribute]: '' }}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
