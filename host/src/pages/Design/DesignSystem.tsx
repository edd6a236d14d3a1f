import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, Checkbox, RadioGroup, Select, Status, Switch, TextArea, TextField, type ButtonVariant, type Tone } from '@mall/shared';
import { Group } from './Group';
import { ComboboxExamples } from './ComboboxExamples';
import { MoreControls } from './MoreControls';
import './DesignSystem.css';

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'quiet', 'destructive'];
const COUNTRIES = ['DE', 'FR', 'NL'];

/**
 * /design (public, linked from nowhere): every control of the design system in every state, drawn by
 * the components themselves, so the page is the team's reference and shows what a change did.
 */
export function DesignSystem() {
  const { t, i18n } = useTranslation('shell');
  const countryName = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const [offers, setOffers] = useState(true);
  const [salutation, setSalutation] = useState('MS');
  const salutations = [
    { value: 'MS', label: t('design.ms') },
    { value: 'MR', label: t('design.mr') },
    { value: 'OTHER', label: t('design.diverse'), disabled: true },
  ];
  const countries = (
    <>
      <option value="">{t('design.choose')}</option>
      {COUNTRIES.map((code) => (
        <option key={code} value={code}>
          {countryName.of(code)}
        </option>
      ))}
    </>
  );
  const tones: Array<[Tone, string]> = [
    ['success', t('design.paid')],
    ['info', t('design.awaiting')],
    ['warning', t('design.returned')],
    ['error', t('design.cancelled')],
    ['neutral', t('design.refunded')],
  ];
  return (
    <div className="shell-design">
      <h1>{t('design.title')}</h1>
      <p className="shell-design__intro">{t('design.intro')}</p>

      <Group title={t('design.buttons')}>
        {VARIANTS.map((variant) => (
          <div key={variant} className="shell-design__row">
            <Button variant={variant}>{t(`design.${variant}`)}</Button>
            <Button variant={variant} loading>
              {t('design.loading')}
            </Button>
            <Button variant={variant} disabled>
              {t('design.disabled')}
            </Button>
          </div>
        ))}
      </Group>

      <Group title={t('design.fields')}>
        <TextField label={t('design.email')} hint={t('design.emailHint')} type="email" autoComplete="off" />
        <TextField label={t('design.email')} hint={t('design.emailHint')} type="email" defaultValue="anna@" error={t('design.emailError')} autoComplete="off" />
        <TextField label={t('design.company')} optional autoComplete="off" />
        <TextField label={t('design.company')} disabled defaultValue="Becker GmbH" />
        <TextArea label={t('design.review')} maxLength={300} defaultValue="Solid oak, sturdy and easy to assemble." />
        <TextArea label={t('design.review')} maxLength={300} error={t('design.reviewError')} />
        <Select label={t('design.country')} defaultValue="DE">
          {countries}
        </Select>
        <Select label={t('design.country')} defaultValue="" error={t('design.countryError')}>
          {countries}
        </Select>
        <Select label={t('design.country')} defaultValue="FR" disabled>
          {countries}
        </Select>
      </Group>

      <Group title={t('design.choices')}>
        <div>
          <Checkbox label={t('design.defaultAddress')} hint={t('design.defaultHint')} />
          <Checkbox label={t('design.defaultAddress')} defaultChecked />
          <Checkbox label={t('design.agree')} error={t('design.agreeError')} />
          <Checkbox label={t('design.defaultAddress')} disabled defaultChecked />
        </div>
        <div>
          <Switch label={t('design.offers')} checked={offers} onChange={(event) => setOffers(event.target.checked)} />
          <Switch label={t('design.offers')} disabled />
        </div>
        <RadioGroup legend={t('design.salutation')} name="design-salutation" options={salutations} value={salutation} onValueChange={setSalutation} inline />
        <RadioGroup legend={t('design.salutation')} name="design-salutation-invalid" options={salutations} error={t('design.salutationError')} />
      </Group>

      <Group title={t('design.surfaces')}>
        <Card title={t('design.card')} headingLevel={3} actions={<Button variant="quiet">{t('design.edit')}</Button>}>
          {t('design.cardBody')}
        </Card>
        <Card tone="muted">{t('design.muted')}</Card>
        <div className="shell-design__row">
          {tones.map(([tone, label]) => (
            <Status key={tone} tone={tone}>
              {label}
            </Status>
          ))}
        </div>
        <div className="shell-design__row">
          <Badge tone="accent">{t('design.newBadge')}</Badge>
          <Badge tone="warning">{t('design.presale')}</Badge>
          {tones.map(([tone, label]) => (
            <Badge key={tone} tone={tone}>
              {label}
            </Badge>
          ))}
        </div>
      </Group>

      <MoreControls />
      <ComboboxExamples />
    </div>
  );
}
