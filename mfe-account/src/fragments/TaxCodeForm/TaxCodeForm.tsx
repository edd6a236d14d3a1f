import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice, Spinner, TextField, type TaxCodeFormProps } from '@mall/shared';
import { isMarket, type MarketCode } from '@mall/shared/address/core';
import { NAMESPACE } from '../../namespace';
import { useRegions } from '../RegionPicker/useRegions';
import { needsTaxFile, taxCodeErrors, taxCodeRequired } from './taxCodeRules';
import { TaxFileInput, type UploadedFile } from './TaxFileInput';
import './TaxCodeForm.css';

/** The tax-code part of a billing address: the code and, where the market needs it, the PDF. */
export default function TaxCodeForm(props: TaxCodeFormProps) {
  const regions = useRegions();
  if (regions.isPending) return <Spinner />;
  if (regions.isError) return <ErrorNotice error={regions.error} onRetry={() => void regions.refetch()} retrying={regions.isFetching} />;
  const shortName = regions.data.find((r) => r.id === props.regionId)?.regionShortName;
  return <TaxCodeFields {...props} market={isMarket(shortName) ? shortName : null} />;
}

function TaxCodeFields({ market, corporate, value, onChange, errors }: TaxCodeFormProps & { market: MarketCode | null }) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const id = useId();
  const [taxCode, setTaxCode] = useState(value?.taxCode ?? '');
  const [file, setFile] = useState<UploadedFile | null>(value?.fileId ? { fileId: value.fileId, fileName: value.fileName ?? value.fileId } : null);
  const [touched, setTouched] = useState(false);
  const withFile = needsTaxFile(market);
  const required = taxCodeRequired(market, corporate);
  const own = taxCodeErrors(market, corporate, taxCode, file?.fileId);
  const shown = errors ?? (touched ? own : {});

  const report = (nextCode: string, nextFile: UploadedFile | null) => {
    const next = taxCodeErrors(market, corporate, nextCode, nextFile?.fileId);
    onChange({ taxCode: nextCode, fileId: nextFile?.fileId, fileName: nextFile?.fileName }, !next.taxCode && !next.rfcFile);
  };
  // The embedder learns whether the form is complete as soon as the market or the buyer's kind decides it.
  useEffect(() => report(taxCode, file), [market, corporate]);

  const codeError = shown.taxCode;
  return (
    <fieldset className="account-tax" data-boundary="account">
      <legend>{t('address.taxCode.title')}</legend>
      <TextField
        id={id}
        label={required ? t('address.taxCode.code') : t('address.taxCode.codeOptional')}
        error={codeError ? t(`validation.${codeError}`, { ns: 'common' }) : undefined}
        value={taxCode}
        maxLength={100}
        autoComplete="off"
        aria-required={required || undefined}
        onChange={(event) => {
          setTaxCode(event.target.value);
          report(event.target.value, file);
        }}
        onBlur={() => setTouched(true)}
      />
      {withFile && (
        <TaxFileInput
          file={file}
          error={shown.rfcFile}
          onUploaded={(next) => {
            setFile(next);
            setTouched(true);
            report(taxCode, next);
          }}
        />
      )}
    </fieldset>
  );
}
