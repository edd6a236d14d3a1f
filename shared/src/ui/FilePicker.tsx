import { useId, useRef, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx, hasContent } from './cx';
import { describedByOf, FieldError, FieldHint } from './Field';
import { Button } from './Button';

export interface ChosenFile {
  name: string;
  /** An image's URL to show beside the name (an uploaded picture); none for a document. */
  previewUrl?: string;
}

export interface FilePickerProps {
  label: ReactNode;
  hint?: ReactNode;
  /** A message about the file, already translated: shown below in the error colour, the input aria-invalid. */
  error?: ReactNode;
  accept?: string;
  multiple?: boolean;
  /** The file the form holds (already uploaded), named beside the button; null for none. */
  chosen?: ChosenFile | null;
  /** Uploading: the picker is disabled, the hint says what happens. */
  busy?: boolean;
  /** What was chosen; the input is emptied after, so choosing the same file again still reacts. */
  onFiles(files: File[]): void;
  /** Shows a Remove button for the chosen file. */
  onRemove?(): void;
  className?: string;
}

/**
 * A file input drawn as a button and the chosen file's name (no native "Browse… No file chosen"):
 * the real input stays in the page, focusable, so Tab reaches it and Enter or Space opens the
 * browser's picker, and a form still uploads the File as multipart.
 */
export function FilePicker({ label, hint, error, accept, multiple, chosen, busy, onFiles, onRemove, className }: FilePickerProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const invalid = hasContent(error);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = '';
    if (files.length > 0) onFiles(files);
  };
  const remove = () => {
    onRemove?.();
    input.current?.focus();
  };

  return (
    <div className={cx('mall-field mall-file-picker', invalid && 'mall-field--invalid', className)}>
      <span id={`${id}-label`} className="mall-field__label">
        {label}
      </span>
      {hasContent(hint) && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      <div className="mall-file-picker__row">
        <FileChooser
          ref={input}
          id={id}
          accept={accept}
          multiple={multiple}
          disabled={busy}
          aria-labelledby={`${id}-label`}
          aria-describedby={describedByOf(id, { hint, error, extra: `${id}-chosen` })}
          aria-invalid={invalid ? true : undefined}
          onChange={choose}
        >
          {chosen ? t('filePicker.replace') : t('filePicker.choose')}
        </FileChooser>
        {chosen?.previewUrl && <img className="mall-file-picker__preview" src={chosen.previewUrl} alt="" width={48} height={48} />}
        <span id={`${id}-chosen`} className="mall-file-picker__name">
          {busy ? t('filePicker.uploading') : chosen ? chosen.name : t('filePicker.none')}
        </span>
        {chosen && onRemove && !busy && (
          <Button variant="quiet" size="sm" onClick={remove} aria-label={t('filePicker.remove', { name: chosen.name })}>
            {t('filePicker.removeShort')}
          </Button>
        )}
      </div>
      {invalid && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

/**
 * The real file input, kept in the page and focusable but unseen, and its label drawn as a button:
 * the input takes keyboard focus (its ring drawn on the button), so the label is hidden from readers.
 */
export function FileChooser({ id, children, ...input }: Omit<ComponentPropsWithRef<'input'>, 'type' | 'className' | 'children'> & { id: string; children: ReactNode }) {
  return (
    <>
      <input {...input} id={id} type="file" className="mall-file-picker__input" />
      <label htmlFor={id} className="mall-button mall-button--secondary mall-button--md mall-file-picker__button" aria-hidden="true">
        {children}
      </label>
    </>
  );
}
