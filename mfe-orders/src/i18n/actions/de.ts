import type { Messages } from '@mall/shared';
import type { OrderActionsMessages } from './en';

const messages: Messages<OrderActionsMessages> = {
  placeholder: '',
};

export default messages;
