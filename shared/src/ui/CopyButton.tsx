import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from './Button';
import { copyText } from './copyText';
import { toast } from '@mall/shared/runtime';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'loading'> {
  /** What lands on the clipboard, e.g. an order number. */
  text: string;
  /** Visible label; "Copy" by default (add an aria-label such as "Copy order number" where "Copy" alone is vague). */
  children?: ReactNode;
  onCopied?: () => void;
}

/** The one copy action: clipboard, fallback, and the spec's "copy successful" toast. */
export function CopyButton({ text, children, onCopied, variant = 'text', size = 'sm', ...props }: CopyButtonProps) {
  const { t } = useTranslation('common');
  const copy = async () => {
    const copied = await copyText(text);
    if (copied) {
      // A fixed id: copying twice in a row restarts one toast instead of stacking two.
      toast.success(t('copy.success'), { id: 'common:copy' });
      onCopied?.();
    } else {
      toast.error(t('copy.failure'), { id: 'common:copy' });
    }
  };
  return (
    <Button {...props} variant={variant} size={size} onClick={copy}>
      {children ?? t('copy.action')}
    </Button>
  );
}
