import { Checkbox, type CheckboxProps } from './Checkbox';

export type SwitchProps = Omit<CheckboxProps, 'role'>;

/** An on/off setting that applies at once (role switch): a native checkbox, so forms and keyboards work as usual. */
export function Switch(props: SwitchProps) {
  return <Checkbox {...props} role="switch" />;
}
