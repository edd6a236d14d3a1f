import type { Messages } from '@mall/shared';
import type { CheckoutFlowMessages } from './en';

const messages: Messages<CheckoutFlowMessages> = {
  placeholder: '',
};

export default messages;
