import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, Button, isApiError } from '@mall/shared';
import { addressCalls } from '@mall/shared/contract';
import { checkTaxFiles } from '@mall/shared/address/core';
import { NAMESPACE } from '../../namespace';

export interface UploadedFile {
  fileId: string;
  fileName: string;
}

type Upload = { status: 'idle' } | { status: 'uploading'; name: string } | { status: 'refused'; message: string } | { status: 'failed' };

/** The server names the broken rule as a message key when it refuses the file (not a PDF inside, too large). */
const refusalOf = (error: unknown) => (isApiError(error) ? (error.fields ?? []).find((f) => f.message.startsWith('address.'))?.message : undefined);

/** The tax certificate: one PDF under 100 MB, checked before it is sent and refused (not uploaded) otherwise. */
export function TaxFileInput({ file, error, onUploaded }: { file: UploadedFile | null; error?: string; onUploaded(file: UploadedFile | null): void }) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const id = useId();
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    // The input is emptied each time, so choosing the same file again after a refusal still reacts.
    input.value = '';
    if (files.length === 0) return;
    const refused = checkTaxFiles(files);
    if (refused) {
      setUpload({ status: 'refused', message: refused });
      return;
    }
    const chosen = files[0]!;
    setUpload({ status: 'uploading', name: chosen.name });
    try {
      // Sent as multipart/form-data: mall-api streams it and judges it by its bytes.
      const saved = await api.call(addressCalls.uploadTaxFile, { file: chosen });
      setUpload({ status: 'idle' });
      onUploaded({ fileId: saved.fileId, fileName: saved.fileName });
    } catch (failure) {
      const message = refusalOf(failure);
      setUpload(message ? { status: 'refused', message } : { status: 'failed' });
    }
  };

  const message =
    upload.status === 'refused'
      ? t(`validation.${upload.message}`, { ns: 'common' })
      : upload.status === 'failed'
        ? t('address.taxCode.uploadFailed')
        : error
          ? t(`validation.${error}`, { ns: 'common' })
          : null;
  return (
    <div className={message ? 'account-tax__file mall-field--invalid' : 'account-tax__file'}>
      <label htmlFor={id}>{t('address.taxCode.file')}</label>
      {file && (
        <p className="account-tax__uploaded">
          <span>{t('address.taxCode.uploaded', { name: file.fileName })}</span>
          <Button variant="text" size="sm" onClick={() => onUploaded(null)}>
            {t('address.taxCode.remove')}
          </Button>
        </p>
      )}
      <input
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        disabled={upload.status === 'uploading'}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        onChange={(event) => void choose(event)}
      />
      <small id={`${id}-hint`} className="mall-field__hint">
        {upload.status === 'uploading' ? t('address.taxCode.uploading') : t('address.taxCode.fileHint')}
      </small>
      {message && (
        <small id={`${id}-error`} className="mall-field__error" role="alert">
          {message}
        </small>
      )}
    </div>
  );
}
