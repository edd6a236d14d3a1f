import type { Messages } from '@mall/shared';
import type { OrderDetailMessages } from './en';

const messages: Messages<OrderDetailMessages> = {
  placeholder: '',
};

export default messages;
