import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, isApiError } from '@mall/shared/runtime';
import { mediaCalls, type ImagePurpose, type UploadedImage } from '../contract';
import { Button } from './Button';
import { describedByOf, FieldError } from './Field';
import { FileChooser } from './FilePicker';
import { Image } from './Image';

export interface ImagePickerProps {
  /** Which upload call and which rules (kinds, size) apply. */
  purpose: ImagePurpose;
  /** The images already uploaded, in order (what the form sends: their URLs). */
  value: readonly UploadedImage[];
  onChange(images: UploadedImage[]): void;
  /** At most this many images (the spec's forms: 6). */
  max?: number;
  /** The field's visible label. */
  label: string;
  /** A message about the field from the form or the server, already translated. */
  error?: string;
  /** When full, a new choice replaces the images held (an avatar): nothing need be removed first. */
  replaces?: boolean;
}

type Refusal = { key: string; values?: Record<string, string | number> };

/** The server names the broken rule as a message key when it refuses a file. */
const serverRefusal = (failure: unknown): string | undefined =>
  isApiError(failure) ? (failure.fields ?? []).find((f) => f.message.startsWith('media.'))?.message : undefined;

/**
 * Evidence, review and avatar pictures: thumbnails with remove, the count against the maximum,
 * each file checked by type and size before a byte is sent (the server checks the bytes again),
 * uploaded one by one as multipart. A refused file is named in an alert; everything else the form
 * holds stays as it was.
 */
export function ImagePicker({ purpose, value, onChange, max = 6, label, error, replaces = false }: ImagePickerProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const rule = mediaCalls.IMAGE_RULES[purpose];
  const accept = rule.kinds.map((kind) => mediaCalls.IMAGE_KIND_TYPES[kind]).join(',');
  const types = rule.kinds.map((kind) => kind.toUpperCase()).join(', ');
  const limits = { types, limit: rule.limitLabel, max };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    // Emptied each time, so choosing the same file again after a refusal still reacts.
    event.currentTarget.value = '';
    if (files.length === 0) return;
    setRefusal(null);
    const room = replaces ? max : max - value.length;
    if (files.length > room) {
      setRefusal({ key: 'validation.media.image.tooMany', values: limits });
      return;
    }
    const wrongType = files.find((f) => !accept.split(',').includes(f.type));
    if (wrongType) {
      setRefusal({ key: 'validation.media.image.typeOf', values: { ...limits, name: wrongType.name } });
      return;
    }
    const tooLarge = files.find((f) => f.size >= rule.maxBytes);
    if (tooLarge) {
      setRefusal({ key: 'validation.media.image.tooLargeOf', values: { ...limits, name: tooLarge.name } });
      return;
    }
    setUploading(files.length);
    const added: UploadedImage[] = [];
    try {
      for (const file of files) {
        added.push(await api.call(mediaCalls.UPLOAD_CALLS[purpose], { file }));
        setUploading((n) => n - 1);
      }
    } catch (failure) {
      const key = serverRefusal(failure);
      setRefusal(key ? { key: `validation.${key}`, values: limits } : { key: 'imagePicker.failed' });
    } finally {
      setUploading(0);
      // Replacing keeps the held images until the new ones are stored: a failed upload loses nothing.
      if (added.length > 0) onChange(replaces ? added.slice(-max) : [...value, ...added]);
    }
  };

  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    input.current?.focus();
  };

  const message = refusal ? t(refusal.key, refusal.values) : error;
  const full = value.length >= max;
  const chooseLabel = full && replaces ? t('imagePicker.replace') : t('imagePicker.add');
  return (
    <div className={message ? 'mall-image-picker mall-field--invalid' : 'mall-image-picker'} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="mall-image-picker__label">
        {label} <span className="mall-image-picker__count">{t('imagePicker.count', { count: value.length, max })}</span>
      </span>
      {value.length > 0 && (
        <ul className="mall-image-picker__list">
          {value.map((image, index) => (
            <li key={image.id} className="mall-image-picker__item">
              <Image src={image.url} alt={t('imagePicker.thumbnail', { n: index + 1 })} width={80} height={80} loading="eager" />
              <Button variant="text" size="sm" onClick={() => remove(index)} aria-label={t('imagePicker.remove', { n: index + 1 })}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      {(!full || replaces) && (
        <div className="mall-image-picker__add">
          <FileChooser
            ref={input}
            id={id}
            accept={accept}
            multiple={(replaces ? max : max - value.length) > 1}
            disabled={uploading > 0}
            aria-label={chooseLabel}
            aria-invalid={message ? true : undefined}
            aria-describedby={describedByOf(id, { hint: 'shown', error: message })}
            onChange={(event) => void choose(event)}
          >
            {chooseLabel}
          </FileChooser>
        </div>
      )}
      <p id={`${id}-hint`} className="mall-field__hint" aria-live="polite">
        {uploading > 0 ? t('imagePicker.uploading', { count: uploading }) : t('imagePicker.hint', limits)}
      </p>
      {message && <FieldError id={`${id}-error`}>{message}</FieldError>}
    </div>
  );
}
