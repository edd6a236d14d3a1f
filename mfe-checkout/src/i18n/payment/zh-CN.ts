import type { Messages } from '@mall/shared';
import type { PaymentMessages } from './en';

const messages: Messages<PaymentMessages> = {
  placeholder: '',
};

export default messages;
