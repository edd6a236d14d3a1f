import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, FilePicker, isApiError } from '@mall/shared';
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
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });

  const choose = async (files: File[]) => {
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
    <FilePicker
      className="account-tax__file"
      label={t('address.taxCode.file')}
      hint={t('address.taxCode.fileHint')}
      error={message}
      accept="application/pdf,.pdf"
      chosen={file ? { name: file.fileName } : null}
      busy={upload.status === 'uploading'}
      onFiles={(files) => void choose(files)}
      onRemove={() => onUploaded(null)}
    />
  );
}
